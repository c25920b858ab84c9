import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import type { TranscriptCheck } from '../transcripts/transcript-check';

const MEDITATION = 'api::meditation.meditation';

type Cue = TranscriptCheck['cues'][number];
type Problem = TranscriptCheck['problems'][number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCue(value: unknown): value is Cue {
  return isRecord(value) && typeof value.start === 'number' && typeof value.end === 'number' && typeof value.text === 'string';
}

function isProblem(value: unknown): value is Problem {
  return isRecord(value) && typeof value.line === 'number' && (value.cue === null || typeof value.cue === 'number') && typeof value.message === 'string';
}

/** The endpoint's answer (`{ data: TranscriptCheck }`), checked before the panel trusts it. */
function readAnswer(body: unknown): TranscriptCheck | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { source, cues, problems, refusal } = body.data;
  if (source !== null && typeof source !== 'string') return null;
  if (refusal !== null && typeof refusal !== 'string') return null;
  if (!Array.isArray(cues) || !cues.every(isCue) || !Array.isArray(problems) || !problems.every(isProblem)) return null;
  return { source, cues, problems, refusal };
}

/** 4.5 → "0:04.5": a cue's time as the player shows it. */
function formatTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round((seconds - minutes * 60) * 10) / 10;
  const [whole = '0', fraction] = String(rest).split('.');
  return `${minutes}:${whole.padStart(2, '0')}${fraction ? `.${fraction}` : ''}`;
}

/** The saved transcript, checked again, asked for when the panel opens and after every save. */
function useTranscript(model: string, documentId: string | undefined, version: string, savedAt: string | undefined): TranscriptCheck | null {
  const { get } = useFetchClient();
  const [answer, setAnswer] = React.useState<TranscriptCheck | null>(null);
  const applies = model === MEDITATION && documentId !== undefined;

  React.useEffect(() => {
    if (!applies) return undefined;
    const controller = new AbortController();
    get(`/transcripts/meditations/${documentId}?status=${version}`, { signal: controller.signal })
      .then((response) => setAnswer(readAnswer(response.data)))
      .catch(() => {
        // Aborted, or the admin went offline: the next save asks again.
      });
    return () => controller.abort();
  }, [applies, documentId, version, savedAt, get]);

  return applies ? answer : null;
}

function Problems({ answer }: { answer: TranscriptCheck }) {
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography variant="omega" textColor="danger600" role="alert">
        {answer.problems.length > 0 ? `${answer.source ?? 'The transcript'} cannot be used:` : answer.refusal}
      </Typography>
      {answer.problems.length > 0 ? (
        <Box tag="ul" paddingLeft={4}>
          {answer.problems.map((problem) => (
            <li key={`${problem.line}-${problem.message}`}>
              <Typography variant="pi">{problem.message}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
    </Flex>
  );
}

function Cues({ answer }: { answer: TranscriptCheck }) {
  const headingId = React.useId();
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography id={headingId} variant="pi" textColor="neutral600">
        {answer.cues.length} {answer.cues.length === 1 ? 'cue' : 'cues'} from {answer.source}
      </Typography>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <Box tag="ol" tabIndex={0} aria-labelledby={headingId} style={{ maxHeight: '20rem', overflowY: 'auto', listStyle: 'none', padding: 0, margin: 0 }}>
        {answer.cues.map((cue) => (
          <li key={`${cue.start}-${cue.end}`}>
            <Flex gap={2} alignItems="baseline" paddingBottom={1}>
              <Typography variant="pi" textColor="neutral600" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatTime(cue.start)}–{formatTime(cue.end)}
              </Typography>
              <Typography variant="omega">{cue.text}</Typography>
            </Flex>
          </li>
        ))}
      </Box>
    </Flex>
  );
}

function TranscriptDetails({ answer }: { answer: TranscriptCheck }) {
  if (answer.refusal !== null) return <Problems answer={answer} />;
  if (answer.source === null) {
    return <Typography variant="omega">No transcript yet. Upload a captions file (.vtt) or paste the words, then save.</Typography>;
  }
  return <Cues answer={answer} />;
}

/**
 * The edit view's "Transcript" side panel of a meditation: the cues the CMS made of its captions file or pasted text,
 * with their times, or why they cannot be used, from GET /transcripts/meditations/:documentId
 * (src/transcripts/admin-route.ts).
 */
export const TranscriptPanel: PanelComponent = ({ model, documentId, document, activeTab }) => {
  const version = activeTab === 'published' ? 'published' : 'draft';
  const savedAt = typeof document?.updatedAt === 'string' ? document.updatedAt : undefined;
  const answer = useTranscript(model, documentId, version, savedAt);
  if (!answer) return null;
  return { title: 'Transcript', content: <TranscriptDetails answer={answer} /> };
};
