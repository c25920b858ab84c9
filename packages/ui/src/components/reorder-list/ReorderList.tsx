import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { classNames } from '../../logic/class-names';
import { dropItems, moveItem } from '../../logic/reorder';
import { IconButton } from '../button/Button';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, TrashIcon } from '../icons/routine-icons';

export interface ReorderListProps<T extends { id: string }> {
  /** The list's accessible name ("Tonight's routine"). */
  label: string;
  items: T[];
  /** The list as the person rearranged it: moved, dropped or with one removed. */
  onChange: (items: T[]) => void;
  /** What a person calls an item: in its buttons' names and in what is announced. */
  itemName: (item: T) => string;
  /** An item's own content, between its drag handle and its buttons. */
  children: (item: T, index: number) => ReactNode;
  /** Shown in place of the list while it is empty. */
  emptyState?: ReactNode;
  className?: string;
}

/** After a change, the button to focus: on the item `id`, the one of class `button`, else any of its buttons. */
type FocusNext = { id: string; button: string };

type DropTarget = { id: string; position: 'before' | 'after' };

/**
 * An ordered list a person rearranges: each item dragged with the mouse or a finger, moved one place by its Move up
 * and Move down buttons (the keyboard's and screen readers' way: plain buttons in the tab order), or removed. Every
 * change is announced ("Goodnight, Little Stars moved to place 1 of 2"), and the focus stays on the moved item's
 * buttons. The items' content is the caller's: this list only orders them.
 */
export function ReorderList<T extends { id: string }>({ label, items, onChange, itemName, children, emptyState, className }: ReorderListProps<T>) {
  const [announcement, setAnnouncement] = useState('');
  const [focusNext, setFocusNext] = useState<FocusNext | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const placeOf = (next: T[], id: string) => `place ${next.findIndex((item) => item.id === id) + 1} of ${next.length}`;
  const moveTo = (item: T, next: T[], button: string) => {
    onChange(next);
    setAnnouncement(`${itemName(item)} moved to ${placeOf(next, item.id)}`);
    setFocusNext({ id: item.id, button });
  };
  const remove = (item: T, index: number) => {
    const next = items.filter((other) => other.id !== item.id);
    onChange(next);
    setAnnouncement(`${itemName(item)} removed`);
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocusNext(neighbour ? { id: neighbour.id, button: 'tate-reorder__remove' } : null);
  };

  // The pressed button may have gone (a removed item) or be off (a move to the first or last place).
  useEffect(() => {
    if (!focusNext) return;
    const row = Array.from(listRef.current?.children ?? []).find((element) => element instanceof HTMLElement && element.dataset.id === focusNext.id);
    const wanted = row?.querySelector<HTMLButtonElement>(`.${focusNext.button}:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    wanted?.focus();
  }, [focusNext]);

  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };
  const dragOver = (event: DragEvent<HTMLLIElement>, item: T) => {
    if (dragged === null) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setDropTarget({ id: item.id, position: event.clientY < box.top + box.height / 2 ? 'before' : 'after' });
  };
  const drop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const item = items.find((candidate) => candidate.id === dragged);
    if (item && dropTarget) moveTo(item, dropItems(items, new Set([item.id]), dropTarget.id, dropTarget.position), 'tate-reorder__up');
    endDrag();
  };

  if (items.length === 0 && emptyState) {
    return (
      <div className={classNames('tate-reorder', className)}>
        <div className="tate-reorder__empty">{emptyState}</div>
        <div className="tate-visually-hidden" aria-live="polite">
          {announcement}
        </div>
      </div>
    );
  }
  return (
    <div className={classNames('tate-reorder', className)}>
      <ol ref={listRef} aria-label={label} className="tate-reorder__list">
        {items.map((item, index) => {
          const name = itemName(item);
          return (
            <li
              key={item.id}
              data-id={item.id}
              className="tate-reorder__item"
              data-dragging={dragged === item.id || undefined}
              data-drop={dropTarget?.id === item.id && dragged !== item.id ? dropTarget.position : undefined}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', name);
                setDragged(item.id);
              }}
              onDragOver={(event) => dragOver(event, item)}
              onDrop={drop}
              onDragEnd={endDrag}
            >
              <span className="tate-reorder__handle" aria-hidden="true">
                <GripIcon />
              </span>
              <div className="tate-reorder__content">{children(item, index)}</div>
              <div className="tate-reorder__actions">
                <IconButton
                  label={`Move ${name} up`}
                  className="tate-reorder__up"
                  isDisabled={index === 0}
                  onPress={() => moveTo(item, moveItem(items, index, index - 1), 'tate-reorder__up')}
                >
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  label={`Move ${name} down`}
                  className="tate-reorder__down"
                  isDisabled={index === items.length - 1}
                  onPress={() => moveTo(item, moveItem(items, index, index + 1), 'tate-reorder__down')}
                >
                  <ArrowDownIcon />
                </IconButton>
                <IconButton label={`Remove ${name}`} className="tate-reorder__remove" onPress={() => remove(item, index)}>
                  <TrashIcon />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="tate-visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
