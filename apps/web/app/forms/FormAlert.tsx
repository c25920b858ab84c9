import { Alert } from '@tate/ui';

/** The CMS's or the summary's message above a form: green for a success answer, red otherwise. */
export function FormAlert({ answer }: { answer: { message: string; code: number } | undefined }) {
  if (!answer?.message) return null;
  return <Alert tone={answer.code === 200 ? 'success' : 'error'}>{answer.message}</Alert>;
}
