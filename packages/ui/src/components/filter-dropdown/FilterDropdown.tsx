import { useRef, useState } from 'react';
import { Button, MenuTrigger, type Selection } from 'react-aria-components';
import { classNames } from '../../logic/class-names';
import { ChevronDownIcon } from '../icons/icons';
import { ChoiceMenu } from '../menu/ChoiceMenu';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterDropdownProps {
  /** Visible button text, e.g. "Duration". */
  label: string;
  options: FilterOption[];
  /** Submitted as one hidden input per chosen value, so the filter also works in a GET form. */
  name?: string;
  /** Uncontrolled initial selection. */
  defaultValue?: string[];
  /** Controlled selection. */
  value?: string[];
  /** Called on every toggle. */
  onChange?: (values: string[]) => void;
  /** Called with the selection when the dropdown closes: the library applies filters then. */
  onApply?: (values: string[]) => void;
  isDisabled?: boolean;
  className?: string;
}

function toValues(selection: Selection, options: FilterOption[]): string[] {
  if (selection === 'all') {
    return options.map((option) => option.value);
  }
  return options.filter((option) => selection.has(option.value)).map((option) => option.value);
}

/** A multi-select filter menu that reports its selection when it closes. */
export function FilterDropdown({
  label,
  options,
  name,
  defaultValue = [],
  value,
  onChange,
  onApply,
  isDisabled,
  className,
}: FilterDropdownProps) {
  const [ownValue, setOwnValue] = useState<string[]>(defaultValue);
  const selected = value ?? ownValue;
  const latest = useRef(selected);
  latest.current = selected;

  const handleSelectionChange = (selection: Selection) => {
    const next = toValues(selection, options);
    latest.current = next;
    setOwnValue(next);
    onChange?.(next);
  };

  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) {
      onApply?.(latest.current);
    }
  };

  return (
    <div className={classNames('tate-filter', className)}>
      <MenuTrigger onOpenChange={handleOpenChange}>
        <Button isDisabled={isDisabled} className="tate-menu-button tate-filter__button tate-focus-ring">
          <span>{label}</span>
          {selected.length > 0 && (
            <span className="tate-filter__count">
              {selected.length}
              <span className="tate-visually-hidden"> selected</span>
            </span>
          )}
          <ChevronDownIcon />
        </Button>
        <ChoiceMenu
          aria-label={`${label} filter`}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={handleSelectionChange}
          choices={options.map((option) => ({ id: option.value, label: option.label }))}
        />
      </MenuTrigger>
      {name && selected.map((chosen) => <input key={chosen} type="hidden" name={name} value={chosen} />)}
    </div>
  );
}
