import { createFileRoute } from '@tanstack/react-router';
import { helpRoute } from '../../route-families/public';

export const Route = createFileRoute('/_public/helpCenter')(helpRoute('HelpCenterPage'));
