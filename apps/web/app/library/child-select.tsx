import { useLocation, useNavigate } from '@remix-run/react';
import { Select } from '@tate/ui';

type Props = {
  /** The parent's children, as the header's account menu has them. */
  choices: { id: string; name: string }[];
  /** The child whose library this is, or null for the parent's. */
  childId: string | null;
};

/**
 * The library's child selector: choosing a child opens their library with the same search. Loaded apart from the
 * page's first scripts (routes/library.tsx), with all it needs: a visitor's first load carries none of it.
 */
export function ChildSelect({ choices, childId }: Props) {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <Select
      label="Child"
      placeholder="Select child"
      options={choices.map((child) => ({ value: child.id, label: child.name }))}
      selectedKey={childId}
      onSelectionChange={(key) =>
        navigate(key === null ? `/library${search}` : `/library/${encodeURIComponent(String(key))}${search}`, { preventScrollReset: true })
      }
      className="library__child"
    />
  );
}
