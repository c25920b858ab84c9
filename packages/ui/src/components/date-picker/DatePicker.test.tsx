import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BOUNDS_ERROR } from '../../logic/date-bounds';
import { DatePicker } from './DatePicker';

function serverRender(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return container;
}

describe('DatePicker', () => {
  it('server-renders a native date input with the name, value and bounds', () => {
    const container = serverRender(
      <DatePicker label="Date of birth" name="dateOfBirth" defaultValue="2019-06-12" minValue="1900-01-01" maxValue="2026-11-21" />,
    );
    const input = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(input.name).toBe('dateOfBirth');
    expect(input.value).toBe('2019-06-12');
    expect(input.min).toBe('1900-01-01');
    expect(input.max).toBe('2026-11-21');
  });

  it('reports a maximum before the minimum without JavaScript too', () => {
    const container = serverRender(<DatePicker label="Day" name="day" minValue="2026-05-01" maxValue="2026-04-01" />);
    expect(container.textContent).toContain(BOUNDS_ERROR);
    expect(container.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('becomes the react-aria date field in the browser', () => {
    render(<DatePicker label="Date of birth" name="dateOfBirth" defaultValue="2019-06-12" />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(document.querySelector('input[name="dateOfBirth"]')).toHaveValue('2019-06-12');
  });
});
