import type { Core } from '@strapi/strapi';
import { configSecret } from '../src/utils/config-secret';

const allowedMediaTypes = ['image/*', 'video/*', 'audio/*'];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // The mobile apps hold one long-lived authToken; revocation is by the user's tokenVersion (src/utils/auth.ts).
      jwtManagement: 'legacy-support',
      jwtSecret: configSecret('JWT_SECRET', env('JWT_SECRET'), 'tate-dev-jwt-secret'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT_BYTES', 200 * 1024 * 1024),
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
});

export default config;
