import { describe, expect, it } from 'vitest';
import { playReports } from './play-reports';

const PLAYS = 'https://cms.tate.example/api/media/calm-sea/plays?key=tpk_k&ticket=eyJwIjoi.c2ln';

function recorded() {
  const sent: string[] = [];
  const fetcher: typeof fetch = async (url) => {
    sent.push(String(url));
    return new Response(null, { status: 204 });
  };
  return { sent, fetcher };
}

describe('playReports', () => {
  it('reports the play, the startup from the first Play and the completion at 90 %, each once', () => {
    const { sent, fetcher } = recorded();
    let clock = 1000;
    const reports = playReports(PLAYS, () => clock, fetcher);
    reports.progressed(10, 0);
    reports.played();
    clock = 1234.4;
    reports.playing();
    reports.progressed(80, 100);
    reports.played();
    clock = 5000;
    reports.playing();
    reports.progressed(90, 100);
    reports.progressed(100, 100);
    reports.played();
    expect(sent).toEqual([
      PLAYS,
      'https://cms.tate.example/api/media/calm-sea/reports?key=tpk_k&ticket=eyJwIjoi.c2ln&event=startup&ms=234',
      'https://cms.tate.example/api/media/calm-sea/reports?key=tpk_k&ticket=eyJwIjoi.c2ln&event=completion',
    ]);
  });

  it('reports no startup before a Play, and nothing without a ticket', () => {
    const { sent, fetcher } = recorded();
    const reports = playReports(PLAYS, () => 0, fetcher);
    reports.playing();
    expect(sent).toEqual([]);
    const none = playReports(null, () => 0, fetcher);
    none.played();
    none.playing();
    none.progressed(100, 100);
    expect(sent).toEqual([]);
  });
});
