import { render, screen } from '@testing-library/react';
import { QuestionTypeBadge } from './question-type-badge';

it('shows the short name of a code name', () => {
  render(<QuestionTypeBadge type="MULTIPLE_CHOICE" />);
  expect(screen.getByText('multiple')).toBeInTheDocument();
});
