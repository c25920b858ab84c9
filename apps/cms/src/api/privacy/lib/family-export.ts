import path from 'node:path';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { User } from '../../../utils/data/user';
import { routineOf } from '../../../family/child-view';
import { childrenOf } from '../../../family/data/child';
import { familyTimeZone } from '../../../family/time-zone';
import { storage } from '../../../storage/storage';
import { stripeClient } from '../../../commerce/stripe-client';
import { jsonObjectText } from './json-stream';
import { storedRows, type StoredRow } from '../../../utils/stored-rows';
import type { UID } from '@strapi/strapi';
import { meditationTitles } from '../../../media/data/meditation';
import { subCategoryNames } from '../../../library/data/sub-category';
import { consentsOf } from '../data/consent';
import { FAVOURITE } from '../../../family/data/favourite';
import { CHILD_HISTORY } from '../../../family/data/child-history';
import { VIDEO_POSITION } from '../../../family/data/video-position';
import { LISTENING_DAY } from '../../../family/data/listening-day';
import { contactMessages } from '../../../mail/data/contact-message';
import { newsletterSignUps } from '../../../mail/data/newsletter-signup';
import { welcomeSignUps } from '../../../mail/data/welcome-signup';

/** Rows read per query while the ZIP is written: a family's years of history pass through in pages this size. */
const PAGE_SIZE = 500;
const FOLDER = 'tate-family-data';

/** Every row of `uid` that matches `where`, page by page in id order (keyset, so no page is read twice). */
async function* rowsOf<Uid extends UID.ContentType>(uid: Uid, where: Record<string, unknown>): AsyncGenerator<StoredRow<Uid>[]> {
  let after = 0;
  for (;;) {
    const page: StoredRow<Uid>[] = await storedRows(uid).findMany({ ...where, id: { $gt: after } }, [{ id: 'asc' }], PAGE_SIZE);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1].id;
  }
}

/**
 * Each of a child's rows of `uid` as `entry` writes it, with the name of what the row points at (a meditation's title,
 * a video's name, null when it is gone): the names of a page of rows are looked up in one query.
 */
async function* namedRows<Uid extends UID.ContentType>(
  uid: Uid,
  childId: string,
  pointsAt: (row: StoredRow<Uid>) => string,
  names: (documentIds: string[]) => Promise<Map<string, string>>,
  entry: (row: StoredRow<Uid>, name: string | null) => unknown,
): AsyncGenerator<unknown> {
  for await (const page of rowsOf(uid, { childId })) {
    const named = await names(page.map(pointsAt));
    for (const row of page) yield entry(row, named.get(pointsAt(row)) ?? null);
  }
}

function listeningHistory(childId: string): AsyncGenerator<unknown> {
  return namedRows(CHILD_HISTORY, childId, (row) => String(row.mediaId), meditationTitles, (row, meditation) => ({
    meditation,
    meditationId: row.mediaId,
    stoppedAtSeconds: Number(row.currentMediaTimestamp),
    listenedSeconds: Number(row.watchingTime),
    timeZone: row.timeZone ?? null,
    location: row.location ?? null,
    firstPlayedAt: row.createdAt,
    lastPlayedAt: row.updatedAt,
  }));
}

async function* listeningDays(childId: string): AsyncGenerator<unknown> {
  for await (const page of rowsOf(LISTENING_DAY, { childId })) {
    for (const row of page) yield { day: row.day, listenedSeconds: Number(row.seconds) };
  }
}

function favourites(childId: string): AsyncGenerator<unknown> {
  return namedRows(FAVOURITE, childId, (row) => String(row.mediaId), meditationTitles, (row, meditation) => ({
    meditation,
    meditationId: row.mediaId,
    addedAt: row.createdAt,
  }));
}

function videoPositions(childId: string): AsyncGenerator<unknown> {
  return namedRows(VIDEO_POSITION, childId, (row) => String(row.subCategoryId), subCategoryNames, (row, video) => ({
    video,
    videoId: row.subCategoryId,
    stoppedAtSeconds: Number(row.duration),
    savedAt: row.updatedAt,
  }));
}

type Payment = {
  invoice: string | null;
  date: string;
  amount: number;
  currency: string;
  status: string | null;
};

/**
 * The account's payments as Stripe keeps them (its invoices), read before the ZIP starts so a Stripe outage is
 * written down in the file rather than breaking the download.
 */
async function paymentsOf(user: User): Promise<{ payments: Payment[]; note: string | null }> {
  const stripe = stripeClient();
  if (!stripe || !user.stripeCustomerId) return { payments: [], note: null };
  try {
    const payments: Payment[] = [];
    for await (const invoice of stripe.invoices.list({
      customer: user.stripeCustomerId,
      limit: 100,
    })) {
      payments.push({
        invoice: invoice.number,
        date: new Date(invoice.created * 1000).toISOString(),
        amount: invoice.amount_paid / 100,
        currency: invoice.currency.toUpperCase(),
        status: invoice.status,
      });
    }
    return { payments, note: null };
  } catch {
    return {
      payments: [],
      note: 'Your payments could not be read from our payment provider just now. Download again later to include them.',
    };
  }
}

/**
 * What the parent sent through the website's forms with the account's e-mail (matched ignoring case): contact
 * messages, the newsletter sign-up and welcome sign-ups. They are kept by e-mail, not linked to the account.
 */
async function messagesAndSignUpsOf(email: string) {
  const [contacts, newsletters, welcomes] = await Promise.all([
    contactMessages.from(email),
    newsletterSignUps.from(email),
    welcomeSignUps.from(email),
  ]);
  return {
    contactMessages: contacts.map((row) => ({
      firstName: row.firstname,
      lastName: row.lastname,
      email: row.email,
      phone: row.number,
      message: row.message,
      sentAt: row.createdAt,
    })),
    newsletterSignUps: newsletters.map((row) => ({ email: row.email, firstName: row.firstName ?? null, signedUpAt: row.createdAt })),
    welcomeSignUps: welcomes.map((row) => ({ firstName: row.name, lastName: row.lastname, email: row.email, signedUpAt: row.createdAt })),
  };
}

/** A file name part made of a child's name: lower-case letters and digits. */
function fileSafe(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-') || 'child'
  );
}

const README = `Tate: your family's data

This folder holds everything Tate keeps about your family, as it was when you downloaded it.

- account.json: your account, your subscription, your payments, each time you agreed to our privacy notice, and
  the messages and sign-ups you sent through the website's forms with your e-mail (contact messages, the newsletter,
  the welcome form).
- children/: one file per child with their profile (with their bedtime, wake-up time, wind-down routine, daily
  listening limit and your family's time zone), listening history, daily listening totals, favourites and saved video
  positions, and their photo when they have one. Listening older than the history we keep is kept only
  as one number, the profile's earlierListeningSeconds.

The files are JSON: any text editor opens them. What Tate keeps, why and for how long is explained in our privacy
notice (the Privacy page of the website).
`;

/** Adds an entry read from `stream`; a failure while reading it ends the download (`out`) with that error. */
function addStream(zip: ZipFile, out: PassThrough, stream: Readable, name: string, options: { mtime: Date; compress?: boolean }): void {
  stream.on('error', (error) => out.destroy(error));
  zip.addReadStream(stream, name, options);
}

/**
 * The family's data as a ZIP stream: a README, account.json and, per child, a readable JSON and the photo. The
 * children are listed first (a few rows); their history is read page by page while the ZIP is written, so the
 * CMS holds one page at a time whatever the family's size.
 */
export async function familyDataZip(user: User, now = new Date()): Promise<Readable> {
  const children = await childrenOf(user.id);
  const { payments, note } = await paymentsOf(user);
  const privacyConsents = (await consentsOf(user.id)).map((row) => ({
    noticeVersion: row.noticeVersion,
    agreedAt: row.agreedAt,
    method: row.method,
    verification: row.verification,
    verifiedAt: row.verifiedAt,
  }));
  const zip = new ZipFile();
  const out = new PassThrough();
  pipeline(zip.outputStream, out, () => undefined);
  zip.addBuffer(Buffer.from(README), `${FOLDER}/README.txt`, { mtime: now });
  const account = {
    name: user.name,
    email: user.email,
    downloadedAt: now.toISOString(),
    subscription: {
      status: user.is_subscribe,
      plan: user.subscriptionPlan,
      expiryDate: user.expiryDate,
    },
    privacyConsents,
    payments,
    ...(note ? { paymentsNote: note } : {}),
    ...(await messagesAndSignUpsOf(user.email)),
  };
  zip.addBuffer(Buffer.from(`${JSON.stringify(account, null, 2)}\n`), `${FOLDER}/account.json`, { mtime: now });
  const timeZone = await familyTimeZone(user.id);
  for (const [index, child] of children.entries()) {
    const base = `${FOLDER}/children/${index + 1}-${fileSafe(child.name)}`;
    // From the private store (src/storage), on this disk or in the private bucket.
    const photo = child.photoFile ? await storage(strapi).private.read(child.photoFile) : null;
    const photoName = photo && child.photoFile ? `${base}-photo${path.extname(child.photoFile)}` : null;
    const profile = {
      name: child.name,
      dateOfBirth: child.dateOfBirth,
      interests: Array.isArray(child.theme) ? child.theme : [],
      photo: photoName ? path.basename(photoName) : null,
      createdAt: child.createdAt,
      earlierListeningSeconds: Number(child.foldedListeningSeconds ?? 0),
      bedtime: {
        bedtime: child.bedtime ?? null,
        wakeTime: child.wakeTime ?? null,
        timeZone,
        routineMeditationIds: routineOf(child),
        dailyLimitMinutes: child.dailyLimitMinutes ?? null,
      },
    };
    const childId = child.documentId;
    addStream(
      zip,
      out,
      Readable.from(
        jsonObjectText({
          profile,
          listeningHistory: listeningHistory(childId),
          listeningDays: listeningDays(childId),
          favourites: favourites(childId),
          videoPositions: videoPositions(childId),
        }),
      ),
      `${base}.json`,
      { mtime: now },
    );
    if (photo && photoName) zip.addBuffer(photo, photoName, { mtime: now, compress: false });
  }
  zip.end();
  return out;
}
