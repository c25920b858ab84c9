import path from 'path';
import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/security/secrets';
import { readStorageSettings, type StorageSettings } from '../src/storage/settings/storage-settings';
import { s3ClientOptions } from '../src/storage/s3/s3-client';

/** Pictures, audio, video, and WebVTT captions (a meditation's `captions`, src/transcripts/meditation-transcript.ts). */
const allowedMediaTypes = ['image/*', 'video/*', 'audio/*', 'text/vtt'];

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

/**
 * Public uploads with STORAGE=s3: Strapi's S3 provider writes them to the public bucket (readable through its ACL or
 * policy) and records their URL under S3_PUBLIC_BASE_URL; private files never go through it (src/media/private-uploads.ts).
 */
function uploadProvider(storage: StorageSettings) {
  if (storage.kind === 'local') return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: storage.publicBaseUrl,
      s3Options: {
        ...s3ClientOptions(storage),
        // With ACL present but undefined the provider sends none (a store that grants reads by bucket policy).
        params: { Bucket: storage.publicBucket, ACL: storage.publicAcl ?? undefined },
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // The mobile apps hold one long-lived authToken; revocation is by the user's tokenVersion (src/utils/auth.ts).
      jwtManagement: 'legacy-support',
      jwtSecret: readSecret('JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
    },
  },
  // SMTP when SMTP_HOST is set; otherwise every message is written as JSON into MAIL_CAPTURE_DIR (apps/cms/.mail).
  email: {
    config: env('SMTP_HOST')
      ? {
          provider: 'nodemailer',
          providerOptions: {
            host: env('SMTP_HOST'),
            port: env.int('SMTP_PORT', 587),
            auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
          },
          settings: { defaultFrom: env('EMAIL_FROM', 'Tate <no-reply@tate.local>'), defaultReplyTo: env('SUPPORT_EMAIL') },
        }
      : {
          provider: 'strapi-provider-email-capture',
          providerOptions: { captureDir: env('MAIL_CAPTURE_DIR', path.join(__dirname, '..', '..', '.mail')) },
          settings: { defaultFrom: env('EMAIL_FROM', 'Tate <no-reply@tate.local>') },
        },
  },
  // Scheduled publish and unpublish dates in the edit view (docs/decisions/editors-scheduling.md).
  publisher: {
    enabled: true,
    config: {
      contentTypes: ['api::meditation.meditation', 'api::category.category'],
      components: { dateTimePicker: { step: 5 } },
    },
  },
  upload: {
    config: {
      // Checked here, so a wrong STORAGE or S3_* setting stops the boot with a message naming each problem.
      ...uploadProvider(readStorageSettings()),
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT_BYTES', 200 * 1024 * 1024),
      // Widths of the responsive formats the web's srcset offers (each also as WebP: src/media/webp-formats.ts).
      breakpoints: { xlarge: 1600, large: 1000, medium: 750, small: 500, xsmall: 320 },
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
});

export default config;
