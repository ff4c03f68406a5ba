// A new survey starts with one routing page, so the questions and exits the designer places on
// "the last page" have somewhere to go and a survey built only in the edit tab can be published
// (#13). Copies and the demo survey bring their own flow and do not get one.
import { randomUUID } from 'node:crypto';
import { createComponent } from '../../../schema';
import type { MainDatabase } from '../../context';
import { components } from '../../db/schema';
import { nodeFromComponent, toDbValues } from './component-row';

export async function addStartingPage(db: MainDatabase, surveyId: string): Promise<void> {
  const page = createComponent('routing_page', { id: randomUUID(), parent: null, order: 0 });
  await db.insert(components).values(toDbValues(nodeFromComponent(page, null), surveyId));
}
