import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { PlainSelect } from './PlainSelect';

const meta = preview.meta({
  title: 'Forms/PlainSelect',
  component: PlainSelect,
  args: {
    label: 'Child',
    name: 'childId',
    defaultValue: '',
    children: [
      <option key="none" value="">
        Select child
      </option>,
      <option key="ada" value="ada">
        Ada
      </option>,
      <option key="vic" value="vic">
        Vic
      </option>,
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Child' });
    await expect(select).toHaveAttribute('name', 'childId');
    await userEvent.selectOptions(select, 'vic');
    await expect(select).toHaveValue('vic');
  },
});
