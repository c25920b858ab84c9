import * as React from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { z } from 'zod';
import { partnerNumbersSchema, startupStepText, type PartnerNumbers } from '@tate/contracts';

const PARTNER = 'api::partner.partner';

/** The route's answer, checked before the panel shows it. */
const numbersAnswer = z.object({ data: partnerNumbersSchema });

const CHART_WIDTH = 240;
const CHART_HEIGHT = 64;

/** Plays per day as bars, named for screen readers by its sum; the table below says each day. */
function PlaysChart({ numbers }: { numbers: PartnerNumbers }) {
  const most = Math.max(1, ...numbers.days.map((day) => day.plays));
  const total = numbers.days.reduce((sum, day) => sum + day.plays, 0);
  const step = CHART_WIDTH / numbers.days.length;
  return (
    <svg role="img" aria-label={`Plays per day from ${numbers.from} to ${numbers.to}: ${total} plays`} viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} width="100%">
      {numbers.days.map((day, index) => {
        const height = (day.plays / most) * (CHART_HEIGHT - 2);
        return <rect key={day.day} x={index * step + 1} y={CHART_HEIGHT - height} width={step - 2} height={height} fill="#4945ff" />;
      })}
      <line x1={0} x2={CHART_WIDTH} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} stroke="#8e8ea9" />
    </svg>
  );
}

function percent(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)} %`;
}

const cell: React.CSSProperties = { padding: '2px 4px', textAlign: 'right' };
/** A table that keeps to the side panel's width: its columns share it and their words wrap. */
const narrowTable: React.CSSProperties = { width: '100%', tableLayout: 'fixed', fontSize: 12 };

type Count = { key: string; label: React.ReactNode; count: number };

/** A count per key (plays per day, refusals per code): the key's column, then its number; "None" without a row. */
function CountTable({ caption, keyHeading, countHeading, rows }: { caption: string; keyHeading: string; countHeading: string; rows: Count[] }) {
  return (
    <table style={narrowTable}>
      <caption style={{ textAlign: 'left' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyHeading}</th>
          <th scope="col">{countHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>None</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
                {row.label}
              </th>
              <td style={cell}>{row.count}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

function EmbedNumbers({ documentId }: { documentId: string }) {
  const { get } = useFetchClient();
  const [numbers, setNumbers] = React.useState<PartnerNumbers | null>(null);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    const controller = new AbortController();
    get(`/partner-numbers/partners/${documentId}`, { signal: controller.signal }).then(
      (response) => {
        const read = numbersAnswer.safeParse(response.data);
        setNumbers(read.success ? read.data.data : null);
        setFailed(!read.success);
      },
      () => setFailed(!controller.signal.aborted),
    );
    return () => controller.abort();
  }, [documentId, get]);
  if (failed) return <Typography variant="pi">The numbers could not be read: your role may not read partners, or the CMS could not be reached.</Typography>;
  if (!numbers) return <Typography variant="pi">Reading the numbers…</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <PlaysChart numbers={numbers} />
      <details>
        <summary>
          <Typography variant="pi">Plays per day as a table</Typography>
        </summary>
        <CountTable
          caption="Plays per day"
          keyHeading="Day"
          countHeading="Plays"
          rows={numbers.days.map((day) => ({ key: day.day, label: day.day, count: day.plays }))}
        />
      </details>
      <Box>
        {/* The side panel is about 200 px wide: each meditation's title has a row of its own above its four numbers,
            so no column is cut off at the panel's edge. */}
        <table style={narrowTable}>
          <caption style={{ textAlign: 'left' }}>Per meditation, {numbers.from} to {numbers.to} (UTC)</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>Page views</th>
              <th scope="col" style={cell}>Plays</th>
              <th scope="col" style={cell}>Completed</th>
              <th scope="col" style={cell}>Median start</th>
            </tr>
          </thead>
          {numbers.meditations.map((meditation) => (
            <tbody key={meditation.documentId}>
              <tr>
                <th scope="rowgroup" colSpan={4} style={{ textAlign: 'left', paddingTop: 6 }}>
                  {meditation.title}
                </th>
              </tr>
              <tr>
                <td style={cell}>{meditation.views}</td>
                <td style={cell}>{meditation.plays}</td>
                <td style={cell}>{percent(meditation.completionRate)}</td>
                <td style={cell}>{startupStepText(meditation.medianStartupMs)}</td>
              </tr>
            </tbody>
          ))}
        </table>
      </Box>
      <Box>
        <CountTable
          caption={`Refusals by code, ${numbers.from} to ${numbers.to} (UTC)`}
          keyHeading="Code"
          countHeading="Refusals"
          rows={numbers.refusals.map((refusal) => ({ key: refusal.code, label: <code>{refusal.code}</code>, count: refusal.count }))}
        />
      </Box>
    </Flex>
  );
}

/**
 * The edit view's "Embed numbers" side panel of a saved partner (the Commerce role; the route refuses roles that may
 * not read partners): plays per day as a chart with a table, per meditation its page views, plays, completion rate
 * and median startup, and the refusals answered to its embeds by code, of the last 30 days
 * (docs/decisions/2026-11-29-partner-numbers.md, docs/decisions/2026-11-29-partner-counts-framed-only.md).
 */
export const NumbersPanel: PanelComponent = ({ model, documentId }) => {
  if (model !== PARTNER || !documentId) return null;
  return { title: 'Embed numbers (30 days)', content: <EmbedNumbers key={documentId} documentId={documentId} /> };
};
