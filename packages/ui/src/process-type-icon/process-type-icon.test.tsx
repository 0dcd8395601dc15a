import { render, screen } from '@testing-library/react';
import { ProcessTypeIcon } from './process-type-icon';

it('names the picture by the label the app gives, never by the code', () => {
  render(<ProcessTypeIcon processType="3a" label="Diagnostic test" />);
  const icon = screen.getByRole('img', { name: 'Diagnostic test' });
  expect(icon).toHaveAttribute('data-process-type', '3a');
  expect(icon).toHaveClass('hb-process-icon--test');
  expect(icon.textContent).toBe('');
});

it('writes the label beside the picture when asked, as text rather than an image name', () => {
  render(<ProcessTypeIcon processType="13" label="Work paper" labelShown />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByText('Work paper').parentElement).toHaveClass('hb-process-icon--workPaper');
});
