import { createFileRoute } from '@tanstack/react-router';
import { distributionListRoute } from '../../../route-families/course';

export const Route = createFileRoute('/home/_course/distributionList')(distributionListRoute());
