import { describe, expect, it } from 'vitest';
import type { Segment } from './changes-model';
import { unreachedTrimmed } from './streaming-segments';

describe('the changes of a reply still streaming', () => {
  it('drops the person’s words the reply has not reached yet', () => {
    const segments: Segment[] = [
      { type: 'same', text: 'The ' },
      { type: 'change', removed: 'cat', added: 'dog' },
      { type: 'same', text: ' sat ' },
      { type: 'change', removed: 'on the mat.', added: '' },
    ];
    expect(unreachedTrimmed(segments)).toEqual(segments.slice(0, 3));
  });

  it('keeps what the reply wrote at its end, without the words it replaces so far', () => {
    const segments: Segment[] = [
      { type: 'same', text: 'The cat ' },
      { type: 'change', removed: 'sat on the mat.', added: 'la' },
    ];
    expect(unreachedTrimmed(segments)).toEqual([segments[0], { type: 'change', removed: '', added: 'la' }]);
  });

  it('leaves the segments alone when the end is shared or only added', () => {
    const shared: Segment[] = [{ type: 'change', removed: 'a', added: 'b' }, { type: 'same', text: ' end' }];
    const added: Segment[] = [{ type: 'same', text: 'end' }, { type: 'change', removed: '', added: ' more' }];
    expect(unreachedTrimmed(shared)).toBe(shared);
    expect(unreachedTrimmed(added)).toBe(added);
    expect(unreachedTrimmed([])).toEqual([]);
  });
});
