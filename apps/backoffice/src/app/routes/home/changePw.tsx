import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../../features/self-center/components/change-password-page';

export const Route = createFileRoute('/home/changePw')({ component: ChangePasswordPage });
