import { expect, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { SAMPLE_CHILDREN } from '../../stories/samples';
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
      ...SAMPLE_CHILDREN.map((child) => (
        <option key={child.id} value={child.id}>
          {child.name}
        </option>
      )),
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Child' });
    await expect(select).toHaveAttribute('name', 'childId');
    await userEvent.selectOptions(select, 'Leo');
    await expect(select).toHaveValue('c2');
  },
});
