import path from 'path';
import type { Core } from '@strapi/strapi';
import { removeOrphanedLog, setUpSqliteConnection } from '../src/database/sqlite-connection';

/**
 * SQLite is the embedded default (a bare machine runs the product as is); PostgreSQL is the production
 * database, chosen by DATABASE_CLIENT=postgres or simply by a postgres:// DATABASE_URL.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  const client = env('DATABASE_CLIENT', url.startsWith('postgres') ? 'postgres' : 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url || undefined,
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'tate'),
          user: env('DATABASE_USERNAME', 'postgres'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "sqlite" (default) or "postgres".`);
  }

  const configured = env('DATABASE_FILENAME', '.tmp/data.db');
  const filename = path.isAbsolute(configured) ? configured : path.join(__dirname, '..', '..', configured);
  removeOrphanedLog(filename);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      pool: { afterCreate: setUpSqliteConnection },
    },
  };
};

export default config;
