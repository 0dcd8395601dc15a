import { z } from 'zod';
import { fieldsDropped } from './calls';

describe('fieldsDropped', () => {
  const schema = z.object({ id: z.number(), rows: z.array(z.object({ name: z.string() })) });

  it('names every field the parse dropped, at any depth', () => {
    const sent = { id: 1, passwordHash: 'x', rows: [{ name: 'a' }, { name: 'b', questionAnswer: 'key' }] };
    expect(fieldsDropped(sent, schema.parse(sent))).toEqual(['$.passwordHash', '$.rows[1].questionAnswer']);
  });

  it('finds nothing when the answer is what the contract describes', () => {
    const sent = { id: 1, rows: [{ name: 'a' }] };
    expect(fieldsDropped(sent, schema.parse(sent))).toEqual([]);
  });
});
