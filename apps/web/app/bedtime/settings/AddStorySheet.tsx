import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Button, Modal, PlusIcon, SearchField } from '@tate/ui';
import type { RoutineChoice } from './routine-choice';
import { storiesMatching } from './story-search';
import { StoryCover, StoryWords } from './StoryCover';

type Props = {
  /** The stories not yet in the routine. */
  choices: RoutineChoice[];
  onAdd: (id: string) => void;
  isDisabled: boolean;
};

/**
 * "Add a story": a sheet with a search over the library's audio stories (typing narrows the list, Enter adds the first
 * left; Tab, the arrow keys and Enter choose in the list); choosing adds it to the routine and closes the sheet.
 */
export function AddStorySheet({ choices, onAdd, isDisabled }: Props) {
  // Opened by its button, the search ours: React Aria's DialogTrigger and Autocomplete would move shared code into
  // every page's first load (their modules also hold what the other fields use).
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = storiesMatching(choices, query);
  const choose = (id: string) => {
    onAdd(id);
    setOpen(false);
    setQuery('');
  };
  return (
    <>
      <Button variant="secondary" isFullWidth isDisabled={isDisabled} className="routine__add" onPress={() => setOpen(true)}>
        <PlusIcon className="routine__add-icon" />
        Add a story
      </Button>
      <Modal title="Add a story" size="medium" className="routine-sheet" isOpen={isOpen} onOpenChange={setOpen}>
        <SearchField
          label="Search stories"
          placeholder="Try “stars” or “breathe”"
          autoFocus
          value={query}
          onChange={setQuery}
          onSubmit={() => {
            const [first] = shown;
            if (first) choose(first.id);
          }}
          description="Enter adds the first story"
        />
        <ListBox
          aria-label="Stories"
          items={shown}
          className="routine-sheet__list"
          onAction={(key) => choose(String(key))}
          renderEmptyState={() => <p className="routine-sheet__empty">No story by that name</p>}
        >
          {(choice) => (
            <ListBoxItem id={choice.id} textValue={choice.title} className="routine-sheet__item">
              <StoryCover choice={choice} />
              <StoryWords choice={choice} />
              <PlusIcon className="routine-sheet__plus" />
            </ListBoxItem>
          )}
        </ListBox>
      </Modal>
    </>
  );
}
