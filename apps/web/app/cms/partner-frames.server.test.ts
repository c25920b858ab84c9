import { describe, expect, it } from 'vitest';
import { PARTNER_REFUSALS } from '@tate/contracts';
import { createCmsClient } from './client.server';
import { CmsError } from './errors.server';
import { fetchFrameOrigins } from './partner-frames.server';

const KEY = `tpk_${'f'.repeat(32)}`;
const SCHOOL = 'https://fern-school.example';

/** A CMS that answers every call with this status, body and headers. */
function cmsAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const answer: typeof fetch = async () => Response.json(body, { status, headers });
  return createCmsClient({ baseUrl: 'http://cms.test', publicUrl: 'http://cms.test' }, answer);
}

function refusalBody(code: keyof typeof PARTNER_REFUSALS) {
  const { status, message } = PARTNER_REFUSALS[code];
  return { response_code: status, response_message: message, response_data: { code } };
}

describe('fetchFrameOrigins', () => {
  it("answers an active partner's allowed origins", async () => {
    expect(await fetchFrameOrigins(cmsAnswering(200, { data: { origins: [SCHOOL] } }), KEY)).toEqual({ origins: [SCHOOL] });
  });

  it("answers the CMS's refusal of the key with its code and sentence, and a rate limit's Retry-After", async () => {
    expect(await fetchFrameOrigins(cmsAnswering(403, refusalBody('key-inactive')), KEY)).toEqual({
      refusal: { code: 'key-inactive', message: PARTNER_REFUSALS['key-inactive'].message },
    });
    expect(await fetchFrameOrigins(cmsAnswering(429, refusalBody('rate-limited'), { 'retry-after': '41' }), KEY)).toEqual({
      refusal: { code: 'rate-limited', message: PARTNER_REFUSALS['rate-limited'].message, retryAfter: 41 },
    });
  });

  it("asks with the framing page's origin when it is known, and answers the CMS's origin-not-allowed for it", async () => {
    const asked: string[] = [];
    const refusing: typeof fetch = async (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return Response.json(refusalBody('origin-not-allowed'), { status: 403 });
    };
    const client = createCmsClient({ baseUrl: 'http://cms.test', publicUrl: 'http://cms.test' }, refusing);
    expect(await fetchFrameOrigins(client, KEY, 'https://copycat.example')).toEqual({
      refusal: { code: 'origin-not-allowed', message: PARTNER_REFUSALS['origin-not-allowed'].message },
    });
    await fetchFrameOrigins(client, KEY);
    expect(asked).toEqual([
      `http://cms.test/api/partner-frames/${KEY}?framer=${encodeURIComponent('https://copycat.example')}`,
      `http://cms.test/api/partner-frames/${KEY}`,
    ]);
  });

  it('answers no origins for a refusal without a partner code, and leaves a failure of the CMS to its caller', async () => {
    expect(await fetchFrameOrigins(cmsAnswering(403, { response_code: 403, response_message: 'Forbidden' }), KEY)).toEqual({ origins: [] });
    await expect(fetchFrameOrigins(cmsAnswering(500, { response_code: 500, response_message: 'Down' }), KEY)).rejects.toBeInstanceOf(CmsError);
  });
});
