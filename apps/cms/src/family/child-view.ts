import { z } from 'zod';
import { ageInYears } from '@tate/contracts';
import { storage } from '../storage/storage';
import type { Child } from './data/child';

const routineIds = z.array(z.string()).catch([]);

/** The bedtime routine's meditation document ids, in order (a JSON list on the child). */
export function routineOf(child: Pick<Child, 'routine'>): string[] {
  return routineIds.parse(child.routine ?? []);
}

/** A child as the apps read it (`_id`, age, a signed photo address, the parent's id twice). */
export type ChildView = {
  _id: string;
  name: string;
  dateOfBirth: string;
  age: number;
  imagePath: string | null;
  theme: string[];
  parentId: string;
  parent_id: string;
};

export async function toChildView(child: Child, parentDocumentId: string): Promise<ChildView> {
  return {
    _id: child.documentId,
    name: child.name,
    dateOfBirth: child.dateOfBirth,
    age: ageInYears(child.dateOfBirth),
    imagePath: child.photoFile ? await storage(strapi).private.signedUrl(child.photoFile, null) : null,
    theme: Array.isArray(child.theme) ? child.theme.filter((item): item is string => typeof item === 'string') : [],
    parentId: parentDocumentId,
    parent_id: parentDocumentId,
  };
}

