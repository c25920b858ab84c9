import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'c1', label: 'Maya' },
  { value: 'c2', label: 'Leo' },
];

describe('Select', () => {
  it('server-renders a native named select that works without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Select label="Child" name="childId" options={options} defaultValue="c2" errorMessage="Please select a child" />,
    );
    const select = container.querySelector('select[name="childId"]') as HTMLSelectElement;
    expect(select).not.toBeNull();
    expect(select.value).toBe('c2');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['Select an option', 'Maya', 'Leo']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(select.getAttribute('aria-describedby') ?? '')}`)?.textContent).toBe(
      'Please select a child',
    );
  });

  it('becomes the react-aria listbox button in the browser', () => {
    render(<Select label="Child" name="childId" options={options} placeholder="Select child" />);
    expect(screen.getByRole('button', { name: /Select child/ })).toHaveAttribute('aria-haspopup', 'listbox');
  });
});
