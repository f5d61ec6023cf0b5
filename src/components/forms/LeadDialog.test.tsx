import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import { formSettings, leadCar } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import { testDriveWords } from '../../lib/test-drive/test-drive-words.ts';
import LeadDialog from './LeadDialog.tsx';

const dialog = (words: { title: string; submit: string } | null) =>
  renderToString(<LeadDialog entry="test-drive" words={words} settings={formSettings()} car={leadCar()} lookUpCar={false} opened={0} returnFocus={null} />);

describe('the test-drive dialog (rule: leads.test-drive-words)', () => {
  it("is the spec's 'Test Drive', sent by 'Book Test Drive', when its button gives no words of its own", () => {
    const html = dialog(null);
    expect(html).toContain(`>${STRINGS.testDrive}</h2>`);
    expect(html).toContain(`>${FORM_COPY.bookTestDrive}</button>`);
  });

  it("is headed and sent in the words of the caravan's button: 'Book an Inspection', 'Book Inspection'", () => {
    const words = testDriveWords('inspection');
    const html = dialog({ title: words.heading, submit: words.submit });
    expect(html).toContain('>Book an Inspection</h2>');
    expect(html).toContain('>Book Inspection</button>');
    expect(html).not.toContain(STRINGS.testDrive);
  });
});
