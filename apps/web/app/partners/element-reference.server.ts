import { z } from 'zod';
import manifest from '@tate/player-sdk/custom-elements.json';

const typed = z.object({ text: z.string() }).optional();
const named = z.object({ name: z.string(), description: z.string().optional() });

const declaration = z.object({
  tagName: z.string().optional(),
  customElement: z.boolean().optional(),
  description: z.string().optional(),
  attributes: z.array(named.extend({ type: typed })).default([]),
  events: z.array(named.extend({ type: typed })).default([]),
  cssParts: z.array(named).default([]),
  cssProperties: z.array(named.extend({ default: z.string().optional() })).default([]),
  members: z
    .array(
      named.extend({
        kind: z.enum(['field', 'method']),
        type: typed,
        return: z.object({ type: typed }).optional(),
        privacy: z.string().optional(),
        static: z.boolean().optional(),
      }),
    )
    .default([]),
});

const customElementsManifest = z.object({ modules: z.array(z.object({ declarations: z.array(z.unknown()).default([]) })) });

export type ReferenceRow = { name: string; type: string; description: string };

/** What partner developers read about the element, straight from the SDK's custom-elements manifest. */
export type ElementReference = {
  tagName: string;
  attributes: ReferenceRow[];
  events: ReferenceRow[];
  properties: ReferenceRow[];
  methods: ReferenceRow[];
  cssParts: ReferenceRow[];
  cssProperties: ReferenceRow[];
};

const row = (name: string, type: string | undefined, description: string | undefined): ReferenceRow => ({
  name,
  type: type ?? '',
  description: description ?? '',
});

const references = new Map<string, ElementReference>();

/**
 * `<tagName>`'s reference from the manifest the SDK's build generates from its JSDoc, so it cannot drift; read once
 * per process (the manifest is part of the build).
 */
export function elementReference(tagName: string): ElementReference {
  const known = references.get(tagName);
  if (known) return known;
  const reference = readReference(tagName);
  references.set(tagName, reference);
  return reference;
}

function readReference(tagName: string): ElementReference {
  const declarations = customElementsManifest
    .parse(manifest)
    .modules.flatMap((module) => module.declarations)
    .map((candidate) => declaration.safeParse(candidate))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const element = declarations.find((candidate) => candidate.customElement && candidate.tagName === tagName);
  if (!element) throw new Error(`The player SDK's custom-elements manifest does not describe <${tagName}>.`);
  const members = element.members.filter((member) => !member.static && (member.privacy ?? 'public') === 'public');
  return {
    tagName,
    attributes: element.attributes.map((attribute) => row(attribute.name, attribute.type?.text, attribute.description)),
    events: element.events.map((event) => row(event.name, event.type?.text, event.description)),
    properties: members.filter((member) => member.kind === 'field').map((field) => row(field.name, field.type?.text, field.description)),
    methods: members
      .filter((member) => member.kind === 'method')
      .map((method) => row(`${method.name}()`, method.return?.type?.text, method.description)),
    cssParts: element.cssParts.map((part) => row(`::part(${part.name})`, '', part.description)),
    cssProperties: element.cssProperties.map((property) => row(property.name, property.default, property.description)),
  };
}
