import { describe, expect, it } from 'vitest';
import { refusedBedtimeHeader, takeRefusedBedtime, type RefusedBedtime } from './refused-bedtime.server';

const refused: RefusedBedtime = {
  childId: 'child-1',
  settings: { bedtime: '20:00', wakeTime: '07:00', timeZone: 'America/Toronto', routine: ['m1', 'm2'], dailyLimitMinutes: 45 },
  field: 'routine',
  message: 'The routine is longer than the 30 minutes before bedtime',
  code: 400,
};

/** The request a browser sends back with the cookie that `setCookie` set. */
function requestWith(setCookie: string | null): Request {
  return new Request('http://web.test/account/edit-child/child-1', { headers: setCookie ? { Cookie: setCookie.split(';')[0] ?? '' } : {} });
}

describe('a bedtime refused when its child was created', () => {
  it("reaches the new child's edit form once, in a short-lived httpOnly cookie", async () => {
    const setCookie = await refusedBedtimeHeader(refused);
    expect(setCookie).toMatch(/^tate_refused_bedtime=/);
    expect(setCookie).toContain('Max-Age=120');
    expect(setCookie).toContain('HttpOnly');
    const taken = await takeRefusedBedtime(requestWith(setCookie), 'child-1');
    expect(taken.refused).toEqual(refused);
    expect(taken.setCookie).toContain('Max-Age=0');
  });

  it("is dropped, not shown, on another child's form", async () => {
    const taken = await takeRefusedBedtime(requestWith(await refusedBedtimeHeader(refused)), 'child-2');
    expect(taken.refused).toBeNull();
    expect(taken.setCookie).toContain('Max-Age=0');
  });

  it('is nothing when there is no cookie, or a tampered one', async () => {
    expect(await takeRefusedBedtime(requestWith(null), 'child-1')).toEqual({ refused: null, setCookie: null });
    const tampered = (await refusedBedtimeHeader(refused)).replace(/^tate_refused_bedtime=./, 'tate_refused_bedtime=X');
    expect((await takeRefusedBedtime(requestWith(tampered), 'child-1')).refused).toBeNull();
  });
});
