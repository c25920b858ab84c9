import { z } from 'zod';
import { ageInYears } from '@tate/contracts';
import { storage } from '../storage/storage';

/** A child as stored, and as the apps read it (`_id`, age, a signed photo address, the parent's id twice). */
export type ChildRow = {
  id: number;
  documentId: string;
  name: string;
  dateOfBirth: string;
  theme: unknown;
  /** The stored photo's name in PRIVATE_MEDIA_DIR (src/family/photo-store.ts). */
  photoFile?: string | null;
  /** Seconds of listening days older than the retention period, folded in by the retention job. */
  foldedListeningSeconds?: number | string | null;
  /** Bedtime settings (src/api/bedtime): HH:MM in the family's time zone, or null. */
  bedtime?: string | null;
  wakeTime?: string | null;
  /** Meditation document ids, in the order the routine plays them. */
  routine?: unknown;
  dailyLimitMinutes?: number | null;
  /** Quiet hours are lifted until then (the parent gate). */
  quietUnlockedUntil?: string | null;
  /** The family day (YYYY-MM-DD) the parent added extraMinutes to the daily limit. */
  extraMinutesDay?: string | null;
  extraMinutes?: number | null;
};

const routineIds = z.array(z.string()).catch([]);

/** The bedtime routine's meditation document ids, in order (a JSON list on the child). */
export function routineOf(child: ChildRow): string[] {
  return routineIds.parse(child.routine ?? []);
}

/** What deleting children removed, as counts (and how many photo files): never the data itself (the privacy audit). */
export type RemovedChildData = {
  profile: number;
  photo: number;
  listeningHistory: number;
  listeningDays: number;
  favourites: number;
  videoPositions: number;
};

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

export async function toChildView(child: ChildRow, parentDocumentId: string): Promise<ChildView> {
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

