import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ReorderList } from './ReorderList';

type Story = { id: string; title: string; minutes: number };

const STORIES: Story[] = [
  { id: 'puppy', title: 'Breathe Like a Puppy', minutes: 3 },
  { id: 'stars', title: 'Goodnight, Little Stars', minutes: 4 },
  { id: 'moon', title: "Tate's Moonlight Walk", minutes: 16 },
];

function Routine() {
  const [items, setItems] = useState(STORIES);
  return (
    <div style={{ maxWidth: 480 }}>
      <ReorderList label="Tonight's routine" items={items} onChange={setItems} itemName={(item) => item.title} emptyState={<p>No stories yet</p>}>
        {(item, index) => (
          <span>
            {index + 1}. <strong>{item.title}</strong> · {item.minutes} min
          </span>
        )}
      </ReorderList>
    </div>
  );
}

const meta = preview.meta({
  title: 'Forms/ReorderList',
  component: Routine,
});

export const Reorder = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: "Tonight's routine" });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // The first cannot go up, the last cannot go down.
    await expect(canvas.getByRole('button', { name: 'Move Breathe Like a Puppy up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: "Move Tate's Moonlight Walk down" })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Goodnight, Little Stars up' }));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Goodnight, Little Stars');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Goodnight, Little Stars moved to place 1 of 3');
    // The pressed button is now disabled: the focus went to the row's Move down.
    await expect(canvas.getByRole('button', { name: 'Move Goodnight, Little Stars down' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: "Remove Tate's Moonlight Walk" }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The removed item's focus goes to the Remove of the item now in its place.
    await expect(canvas.getByRole('button', { name: 'Remove Breathe Like a Puppy' })).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent("Tate's Moonlight Walk removed");
  },
});

export const Empty = meta.story({
  render: () => (
    <ReorderList label="Tonight's routine" items={[]} onChange={() => undefined} itemName={(item: Story) => item.title} emptyState={<p>No stories yet</p>}>
      {(item) => item.title}
    </ReorderList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No stories yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});
