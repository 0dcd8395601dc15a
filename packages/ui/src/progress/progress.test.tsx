import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { CircleProgress, DegreeMark, RowProgress } from './progress';

describe('RowProgress', () => {
  it.each([
    [29, 'bright-red'],
    [30, 'red'],
    [60, 'dark-yellow'],
    [75, 'bright-yellow'],
    [90, 'green'],
  ])('shows %s%% as a progressbar in the %s band', (percent, band) => {
    renderUi(<RowProgress percent={percent} label="Score rate" />);
    const bar = screen.getByRole('progressbar', { name: 'Score rate' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute('data-band', band);
    expect(bar).toHaveTextContent(`${percent}%`);
  });

  it('clamps values outside 0–100', () => {
    renderUi(<RowProgress percent={140} label="Completion" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('CircleProgress', () => {
  it.each([
    [19, '0'],
    [20, '1'],
    [45, '2'],
    [79, '3'],
    [80, '4'],
  ])('puts %s%% in ring band %s', (percent, band) => {
    renderUi(<CircleProgress percent={percent} label="Submitted" hideLabel />);
    const ring = screen.getByRole('progressbar', { name: 'Submitted' });
    expect(ring).toHaveAttribute('data-band', band);
    expect(ring).toHaveAttribute('aria-valuenow', String(percent));
  });
});

describe('DegreeMark', () => {
  it('colours by degree level, grey outside 1–5', () => {
    renderUi(
      <>
        <DegreeMark level={1} label="None" />
        <DegreeMark level={5} label="Full" />
        <DegreeMark level={0} label="No data" />
      </>,
    );
    expect(screen.getByText('None')).toHaveAttribute('data-colour', 'red');
    expect(screen.getByText('Full')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText('No data')).toHaveAttribute('data-colour', 'grey');
  });
});
