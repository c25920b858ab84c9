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

/** A refused choice: the message in the field's live region, the select invalid and described by it. */
export const WithError = meta.story({
  args: { label: 'Time zone', name: 'timeZone', errorMessage: 'Time zone is not a known time zone' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Time zone is not a known time zone');
  },
});
