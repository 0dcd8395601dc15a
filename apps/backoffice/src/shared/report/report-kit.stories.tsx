import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages as reportEn } from '../../locales/report-en/messages';
import { messages as reportHk } from '../../locales/report-hk/messages';
import { BandBadge, BandLegend, MasteryBadge } from './band-badge';
import { bandFill } from './bands';
import { ExportButton } from './export-button';
import { ReportChart } from './report-chart';
import '@harbour/ui/styles.css';
import '../app.css';

// The report kit's texts are in the report areas' catalogs, which Storybook's loadAllCatalogs leaves out.
i18n.load({ hk: reportHk, en: reportEn });

/** Every widget of the report kit on one page: badges at the band boundaries, charts, an export. */
function ReportKit() {
  const questions = [
    { question: 'Q1', correct: 92.5 },
    { question: 'Q2', correct: 41 },
    { question: 'Q3', correct: 12 },
    { question: 'Q4', correct: null },
  ];
  const distribution = [
    { band: '0–19', students: 2 },
    { band: '20–39', students: 3 },
    { band: '40–59', students: 6 },
    { band: '60–79', students: 12 },
    { band: '80–100', students: 9 },
  ];
  const rings = [10, 30, 50, 70, 90];
  return (
    <div>
      <p>
        {[29.99, 30, 59.99, 60, 74.99, 75, 89.99, 90, null].map((rate) => (
          <span key={String(rate)} style={{ marginInlineEnd: 8 }}>
            <BandBadge rate={rate} />
          </span>
        ))}
      </p>
      <p>
        <MasteryBadge level="FULL" rate={95} /> <MasteryBadge level="PARTIAL" rate={64} />{' '}
        <MasteryBadge level="NONE" rate={12} /> <MasteryBadge level={null} />{' '}
        <BandBadge rate={45} scale="ring" />
      </p>
      <BandLegend />
      <ReportChart
        kind="bar"
        title="Correct rate by question"
        data={questions}
        category={{ key: 'question', label: 'Question' }}
        series={[{ key: 'correct', label: 'Correct rate' }]}
        format={(value) => `${value}%`}
        colourOf={(row) => bandFill('progress', typeof row.correct === 'number' ? row.correct : null)}
        domain={[0, 100]}
        legend={<BandLegend />}
      />
      <ReportChart
        kind="donut"
        title="Score distribution"
        data={distribution}
        category={{ key: 'band', label: 'Score rate (%)' }}
        series={[{ key: 'students', label: 'Students' }]}
        colourOf={(row) => bandFill('ring', Number(String(row.band).split('–')[0]))}
        legend={<BandLegend scale="ring" />}
      />
      <p>
        {rings.map((rate) => (
          <span key={rate} style={{ marginInlineEnd: 8 }}>
            <BandBadge rate={rate} scale="ring" />
          </span>
        ))}
      </p>
      <ExportButton
        name="Homework report 3A"
        columns={[
          { key: 'question', header: 'Question' },
          { key: 'correct', header: 'Correct rate (%)', type: 'number' },
        ]}
        rows={questions}
      />
    </div>
  );
}

const meta = {
  title: 'Back-office/Report kit',
  component: ReportKit,
} satisfies Meta<typeof ReportKit>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
