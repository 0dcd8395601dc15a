import { Button } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import './pager.css';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; nothing is drawn for one. */
  pages: number;
  /** Goes to a page: lists keep their page in the URL search params, so this navigates. */
  onPage: (page: number) => void;
}

/** Previous / page of pages / next, under a list. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="hb-pager" aria-label={t`Pages`}>
      <Button variant="ghost" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        <Trans>Previous page</Trans>
      </Button>
      <span>
        {page} / {pages}
      </span>
      <Button variant="ghost" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  );
}
