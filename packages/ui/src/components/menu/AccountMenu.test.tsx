import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './AccountMenu';

const props = { userName: 'Jordan', childProfiles: [{ id: 'c1', name: 'Maya' }], onLogOut: () => undefined };

describe('AccountMenu', () => {
  it('is server-rendered as a link to My account, so a press before the scripts hydrate it opens the account page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AccountMenu {...props} />);
    const link = within(container).getByRole('link', { name: 'My account, Jordan' });
    expect(link).toHaveAttribute('href', '/account/details');
    expect(link).toHaveTextContent('Jordan');
    expect(within(container).queryByRole('button')).toBeNull();
  });

  it('becomes the menu button once hydrated', () => {
    render(<AccountMenu {...props} />);
    expect(screen.getByRole('button', { name: 'Account menu for Jordan' })).toHaveAttribute('aria-haspopup', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
