import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionHomePage } from '../../../shared/session';

export const Route = createFileRoute('/home/')({
  beforeLoad: () => {
    throw redirect({ to: sessionHomePage(), replace: true });
  },
});
