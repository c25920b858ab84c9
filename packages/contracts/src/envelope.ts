/** The body every custom CMS endpoint answers with (product rules, "The mobile API"). */
export type Envelope<T = unknown> = {
  response_code: number;
  response_message: string;
  response_data?: T;
};
