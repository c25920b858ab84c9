import { PARTNER_TOKEN_ANY_MEDIA, PARTNER_TOKEN_AUDIENCE, PARTNER_TOKEN_MAX_SECONDS } from '@tate/contracts';

/** How a partner's server signs a token for paid meditations (docs/decisions/2026-11-29-partner-tokens.md). */
export type TokenDocs = {
  audience: string;
  any: string;
  maxSeconds: number;
  examples: { language: string; code: string }[];
  /** A fixed secret and claims and the token they give (header and claims in this order): check your signer with it. */
  vector: { secret: string; header: string; claims: string; token: string };
};

// The claims in the test vector's order (jose writes them as they are set), so the same values give the same token.
const NODE = `import { SignJWT } from 'jose'; // npm install jose (an ES module: .mjs, or "type": "module")

const secret = new TextEncoder().encode(process.env.TATE_SIGNING_SECRET);
const token = await new SignJWT({})
  .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
  .setIssuer('tpk_your_key')
  .setSubject(mediaId) // the meditation's id, or '${PARTNER_TOKEN_ANY_MEDIA}'
  .setAudience('${PARTNER_TOKEN_AUDIENCE}')
  .setIssuedAt()
  .setExpirationTime('10m')
  .setJti(crypto.randomUUID())
  .sign(secret);`;

const PYTHON = `import os, time, uuid
import jwt  # pip install PyJWT

now = int(time.time())
token = jwt.encode(
    {"iss": "tpk_your_key", "sub": media_id, "aud": "${PARTNER_TOKEN_AUDIENCE}",
     "iat": now, "exp": now + 600, "jti": str(uuid.uuid4())},
    os.environ["TATE_SIGNING_SECRET"], algorithm="HS256")`;

const PHP = `use Firebase\\JWT\\JWT; // composer require firebase/php-jwt

$now = time();
$token = JWT::encode(
    ['iss' => 'tpk_your_key', 'sub' => $mediaId, 'aud' => '${PARTNER_TOKEN_AUDIENCE}',
     'iat' => $now, 'exp' => $now + 600, 'jti' => bin2hex(random_bytes(16))],
    getenv('TATE_SIGNING_SECRET'), 'HS256');`;

export const TOKEN_VECTOR = {
  secret: 'tss_VGF0ZSB0ZXN0IHZlY3RvciBzZWNyZXQsIG5vdCByZWF',
  header: '{"alg":"HS256","typ":"JWT"}',
  claims: '{"iss":"tpk_TestVectorKeyTestVectorKeyTest00","sub":"any","aud":"tate-media","iat":1798761600,"exp":1798765200,"jti":"test-vector-1"}',
  token:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJ0cGtfVGVzdFZlY3RvcktleVRlc3RWZWN0b3JLZXlUZXN0MDAiLCJzdWIiOiJhbnkiLCJhdWQiOiJ0YXRlLW1lZGlhIiwiaWF0IjoxNzk4NzYxNjAwLCJleHAiOjE3OTg3NjUyMDAsImp0aSI6InRlc3QtdmVjdG9yLTEifQ.CxZAa4OqcdrRyQ8CGHiBm1YpWMD44NZArJDZx437W9g',
};

export function tokenDocs(): TokenDocs {
  return {
    audience: PARTNER_TOKEN_AUDIENCE,
    any: PARTNER_TOKEN_ANY_MEDIA,
    maxSeconds: PARTNER_TOKEN_MAX_SECONDS,
    examples: [
      { language: 'Node', code: NODE },
      { language: 'Python', code: PYTHON },
      { language: 'PHP', code: PHP },
    ],
    vector: TOKEN_VECTOR,
  };
}
