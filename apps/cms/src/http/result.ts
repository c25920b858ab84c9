/** What a service answers; the controller writes it as the response envelope. */
export type Result<T = unknown> = { code: number; message: string; data?: T };

export function result<T = never>(code: number, message: string, data?: T): Result<T> {
  return data === undefined ? { code, message } : { code, message, data };
}
