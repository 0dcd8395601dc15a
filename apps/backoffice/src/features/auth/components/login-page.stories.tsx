import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from './login-page';
import '@harbour/ui/styles.css';
import '../../../app/app.css';

const meta = {
  title: 'Back-office/Login page',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
