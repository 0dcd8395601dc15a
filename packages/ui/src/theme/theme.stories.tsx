import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { RowProgress } from '../progress/progress';
import { Select } from '../select/select';
import { UiFrame } from '../story-setup';
import { COMMON_FONT_SIZES, type CommonFont } from './common-font';

function FontScale({ commonFont }: { commonFont: CommonFont }) {
  return (
    <UiFrame commonFont={commonFont}>
      <p>
        commonFont {commonFont}: {COMMON_FONT_SIZES[commonFont]} px
      </p>
      <div style={{ display: 'flex', gap: '1em', alignItems: 'end' }}>
        <Select label="Class" options={[{ label: '4A', value: '4A' }]} />
        <Button>Confirm</Button>
        <RowProgress percent={64} label="Completion" />
      </div>
    </UiFrame>
  );
}

const meta = {
  title: 'UI/Theme',
  component: FontScale,
  args: { commonFont: 'small' },
  argTypes: { commonFont: { control: 'inline-radio', options: ['large', 'medium', 'small'] } },
} satisfies Meta<typeof FontScale>;
export default meta;

type Story = StoryObj<typeof meta>;
/** The default commonFont. */
export const Small: Story = {};
export const Medium: Story = { args: { commonFont: 'medium' } };
export const Large: Story = { args: { commonFont: 'large' } };
