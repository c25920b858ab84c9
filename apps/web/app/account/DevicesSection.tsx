import { Form } from '@remix-run/react';
import { Button } from '@tate/ui';
import { PageSection } from '../layout/PageSection';

/** A signed-in device as the account page shows it: `lastSeen` in words (account/last-seen.ts), `current` this browser. */
export type DeviceRow = { id: string; name: string; lastSeen: string; current: boolean };

/**
 * The account's devices: where the parent is signed in, this browser first marked "This device", every other with its
 * own Sign out, and one button for all the others. Plain forms posting an `intent` to the account page, so they work
 * without JavaScript (docs/decisions/2026-11-28-device-sessions.md).
 */
export function DevicesSection({ devices }: { devices: DeviceRow[] }) {
  const others = devices.filter((device) => !device.current).length;
  return (
    <PageSection headingId="devices-heading" heading="Devices" className="account__card account__card--wide">
      <p className="account__note">
        Where your account is signed in. Sign out a device you no longer use or do not recognise; logging out signs out
        this device only.
      </p>
      <ul className="account__devices">
        {devices.map((device) => (
          <li key={device.id}>
            <span className="account__device-name">
              <strong>{device.name}</strong>
              <span>{device.current ? 'This device' : `Last seen ${device.lastSeen}`}</span>
            </span>
            {device.current ? null : (
              <Form method="post" className="inline-form">
                <input type="hidden" name="deviceId" value={device.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="sign-out-device"
                  variant="secondary"
                  aria-label={`Sign out ${device.name}, last seen ${device.lastSeen}`}
                >
                  Sign out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" className="inline-form">
          <Button type="submit" name="intent" value="sign-out-other-devices" variant="secondary" className="account__destructive">
            Sign out all other devices
          </Button>
        </Form>
      ) : null}
    </PageSection>
  );
}
