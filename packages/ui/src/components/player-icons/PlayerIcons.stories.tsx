import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DownloadIcon, MoonIcon, RestartIcon, SkipBackIcon, SkipForwardIcon } from './PlayerIcons';

function PlayerIconSet() {
  return (
    <ul aria-label="Player icons" style={{ display: 'flex', gap: 16, fontSize: 32, listStyle: 'none', color: '#5b4b8a' }}>
      <li aria-label="Sleep timer"><MoonIcon /></li>
      <li aria-label="Start again"><RestartIcon /></li>
      <li aria-label="Back 15 seconds"><SkipBackIcon seconds={15} /></li>
      <li aria-label="Forward 15 seconds"><SkipForwardIcon seconds={15} /></li>
      <li aria-label="Download"><DownloadIcon /></li>
    </ul>
  );
}

const meta = {
  title: 'Player/PlayerIcons',
  component: PlayerIconSet,
} satisfies Meta<typeof PlayerIconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(icons).toHaveLength(5);
  },
};
