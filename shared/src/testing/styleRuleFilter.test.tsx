import { render, screen } from '@testing-library/react';
import {
  Box,
  Button,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  TextField,
} from '@mui/material';
import { renderList } from '../ui/list/testing/renderList';
import { requiredClasses, setStyleRuleFilter, styleRuleFilterInstalled } from './styleRuleFilter';

describe('requiredClasses', () => {
  it("reads the classes of each alternative's last compound", () => {
    expect(requiredClasses('.a')).toEqual([['a']]);
    expect(requiredClasses('.a .b.c:hover')).toEqual([['b', 'c']]);
    expect(requiredClasses('.a>.b, .c ~ .d , div')).toEqual([['b'], ['d'], []]);
    expect(requiredClasses('.a > *:nth-of-type(1)')).toEqual([[]]);
    expect(requiredClasses('label[data-shrink=false]+.f .i::-moz-placeholder')).toEqual([['i']]);
  });

  it('looks past what is inside brackets, parentheses and quotes', () => {
    expect(requiredClasses('.a:not(.b, .c)')).toEqual([['a']]);
    expect(requiredClasses('.r:has(> .s ~ .t)')).toEqual([['r']]);
    expect(requiredClasses('.a[title=".x, .y"]')).toEqual([['a']]);
    expect(requiredClasses(':is(.a, .b)')).toEqual([[]]);
  });

  it('gives up on what it does not read for sure', () => {
    expect(requiredClasses('.a\\:b')).toBeNull();
    expect(requiredClasses('.--x')).toBeNull();
    expect(requiredClasses('.a:not(.b')).toBeNull();
    expect(requiredClasses('.a)')).toBeNull();
  });
});

/** Every element's computed style, property by property. */
function computedStyles(): string[] {
  // A change of the page makes jsdom compute styles again rather than return the ones it kept.
  document.body.setAttribute('data-recompute', String(Math.random()));
  return Array.from(document.querySelectorAll('*')).map((element) => {
    const style = getComputedStyle(element);
    const properties = Array.from(style).map(
      (property) =>
        `${property}:${style.getPropertyValue(property)}${style.getPropertyPriority(property) ? '!' : ''}`,
    );
    return `${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.join(';')}`;
  });
}

afterEach(() => setStyleRuleFilter(true));

describe('the style-rule filter', () => {
  it('is in front of jsdom in every test file (jest.setup.ts)', () => {
    expect(styleRuleFilterInstalled()).toBe(process.env.STYLE_RULE_FILTER !== 'off');
  });

  it('leaves every computed style of a grid, a dialog and fields as jsdom computes it', async () => {
    renderList();
    await screen.findByText('SKU-002');
    // Beside the grid: a dialog with a multi-line field, a native select with an adornment (MUI's :has
    // rules), a box styled as the file pickers are, a closed collapse (visibility: hidden).
    render(
      <>
        <Box sx={{ '&:has(input:focus-visible)': { outline: 2 }, p: 1 }}>
          <input type="file" aria-label="file" />
        </Box>
        <Collapse in={false}>
          <p>folded</p>
        </Collapse>
        <Dialog open aria-labelledby="t">
          <DialogTitle id="t">Title</DialogTitle>
          <DialogContent>
            <TextField label="Reason" multiline minRows={3} />
            <TextField
              select
              label="Kind"
              slotProps={{
                select: { native: true },
                input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
              }}
            >
              <option value="a">A</option>
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button startIcon={<span>+</span>}>Send</Button>
            <Button disabled>Cancel</Button>
          </DialogActions>
        </Dialog>
      </>,
    );
    await screen.findByRole('dialog');
    const rules = Array.from(document.styleSheets).reduce((n, sheet) => n + sheet.cssRules.length, 0);
    expect(rules).toBeGreaterThan(300);

    const filtered = computedStyles();
    setStyleRuleFilter(false);
    const unfiltered = computedStyles();
    expect(filtered.length).toBeGreaterThan(200);
    expect(filtered).toEqual(unfiltered);
    // The comparison sees the styles that matter: the closed collapse is hidden, the dialog's paper is not.
    expect(getComputedStyle(screen.getByText('folded').closest('.MuiCollapse-root')!).visibility).toBe(
      'hidden',
    );
    expect(filtered.some((line) => line.includes('MuiDialog-paper') && line.includes('display'))).toBe(true);
  });
});
