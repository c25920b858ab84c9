import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
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

const meta = preview.meta({
  title: 'Player/PlayerIcons',
  component: PlayerIconSet,
});

export const All = meta.story({
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(icons).toHaveLength(5);
  },
});
