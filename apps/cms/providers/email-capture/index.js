'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Strapi email provider that sends nothing: each message is written as one JSON file into
 * `providerOptions.captureDir`, so development and tests can read what would have been mailed.
 */
module.exports = {
  init(providerOptions = {}, settings = {}) {
    const captureDir = providerOptions.captureDir || path.resolve(process.cwd(), '.mail');
    return {
      async send(options) {
        fs.mkdirSync(captureDir, { recursive: true });
        const sentAt = new Date().toISOString();
        const message = {
          from: options.from || settings.defaultFrom,
          replyTo: options.replyTo || settings.defaultReplyTo,
          to: options.to,
          subject: options.subject,
          text: options.text,
          html: options.html,
          sentAt,
        };
        const file = `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
        fs.writeFileSync(path.join(captureDir, file), JSON.stringify(message, null, 2));
      },
    };
  },
};
