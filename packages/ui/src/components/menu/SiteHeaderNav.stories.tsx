import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { LinkButton } from '../button/LinkButton';
import { SiteHeaderNav, type NavItem } from './SiteHeaderNav';

const items: NavItem[] = [
  { label: 'How it works', href: '/howitworks' },
  { label: 'Shop', href: 'https://shop.example.com', isExternal: true },
  {
    label: 'About',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Tate for teens', href: '/tate-for-teen' },
    ],
  },
  { label: 'Meditations Library', href: '/library' },
  { label: 'Connect', href: '/contact' },
];

const meta = preview.meta({
  title: 'Navigation/SiteHeaderNav',
  component: SiteHeaderNav,
  args: {
    items,
    currentPath: '/library',
    actions: (
      <>
        <LinkButton href="/login" variant="secondary">
          Log in
        </LinkButton>
        <LinkButton href="/signup">Sign up</LinkButton>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <header style={{ padding: 16, background: '#fff8f0', minHeight: 420 }}>
        <Story />
      </header>
    ),
  ],
});

async function openMobileMenuIfShown(canvas: { queryByRole: (role: string, options: { name: string }) => HTMLElement | null }) {
  const toggle = canvas.queryByRole('button', { name: 'Menu' });
  if (toggle) {
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

export const Default = meta.story({
  play: async ({ canvas }) => {
    await openMobileMenuIfShown(canvas);
    await expect(canvas.getByRole('link', { name: 'Meditations Library' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /Shop/ })).toHaveAttribute('target', '_blank');
    const about = canvas.getByRole('button', { name: 'About' });
    await userEvent.click(about);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Tate for teens' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  },
});

export const SmallScreen = meta.story({
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas }) => {
    await openMobileMenuIfShown(canvas);
    await expect(canvas.getByRole('link', { name: 'How it works' })).toBeVisible();
  },
});

export const LongText = meta.story({
  args: {
    items: [...items, { label: 'A really long navigation label for welcome details', href: '/welcome-details' }],
  },
});

export const WithoutActions = meta.story({ args: { actions: undefined } });
