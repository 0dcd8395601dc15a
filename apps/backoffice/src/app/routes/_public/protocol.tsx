import { createFileRoute } from '@tanstack/react-router';
import { ProtocolPage } from '../../../features/legal/components/legal-pages';

export const Route = createFileRoute('/_public/protocol')({ component: ProtocolPage });
