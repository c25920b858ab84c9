import { z } from 'zod';

/**
 * What the web's own player routes answer, read by the player's adapters in the browser: each answer's one schema,
 * which the route's answers satisfy and the adapter parses.
 */

/** GET /player/history (routes/player-history.tsx): the child's saved position in seconds, null when none. */
export const historyAnswerSchema = z.object({ currentMediaTimestamp: z.number().nullable(), refusal: z.string().optional() });
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

/** GET /player/video-position (routes/player-video-position.tsx): the child's position in the video, 0 when none. */
export const videoPositionAnswerSchema = z.object({ duration: z.number(), refusal: z.string().optional() });
export type VideoPositionAnswer = z.infer<typeof videoPositionAnswerSchema>;

/** POST /player/video-position: the CMS's message ('Video status updated' when saved). */
export const videoStatusAnswerSchema = z.object({ message: z.string() });
export type VideoStatusAnswer = z.infer<typeof videoStatusAnswerSchema>;
