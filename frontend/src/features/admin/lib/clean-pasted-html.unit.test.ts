import { sanitizeRichText } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html';

// What Word puts on the clipboard, cut down: its styles, conditional comments, Office tags, list
// paragraphs with their markers, a spacer paragraph and a picture from the local disk.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=EN-IN style='tab-interval:36.0pt'><div class=WordSection1>
<!--StartFragment-->
<h1 style='mso-outline-level:1'><span lang=EN-US>Saturn and the oil lamp<o:p></o:p></span></h1>
<p class=MsoNormal style='margin-bottom:0cm'><b><span style='font-size:12.0pt'>Light it</span></b> at
dusk, <i>facing west</i>.<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Sesame
oil<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span
style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span>&nbsp;&nbsp; </span></span></span><![endif]>Cold-pressed<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp; </span></span></span><![endif]>A clay lamp<o:p></o:p></p>
<p class=MsoNormal>Then:</p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp;</span></span><![endif]>Pour<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span>&nbsp;&nbsp;</span></span><![endif]>Light<o:p></o:p></p>
<p class=MsoNormal><img width=200 height=100 src="file:///C:/Users/x/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" alt=Lamp v:shapes="Picture_x0020_1"></p>
<p class=MsoNormal>See <a href="https://example.org/saturn">the calendar</a> and <a href="javascript:alert(1)" onclick="x()">this</a>.</p>
<!--EndFragment-->
</div></body></html>`;

// What Google Docs puts on the clipboard: a non-bold <b> around everything, formatting as styles,
// a sub-list straight inside its list, and an image on Google's servers.
const DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3c1f0c2a-7fff-1a2b"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;font-weight:400">Before you begin</span></h2>
<p dir="ltr" style="line-height:1.38"><span style="font-weight:700;font-style:normal">Wash</span><span style="font-weight:400"> the lamp, </span><span style="font-style:italic;text-decoration:underline">then dry it</span><span style="text-decoration:line-through">twice</span>.</p>
<ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc" aria-level="1"><p dir="ltr" role="presentation"><span>Cotton wick</span></p></li><ul><li aria-level="2"><p role="presentation"><span>Rolled by hand</span></p></li></ul><li aria-level="1"><p role="presentation"><span>Matches</span></p></li></ul>
<p dir="ltr"><span><img src="https://lh7-rt.googleusercontent.com/docsz/lamp.png" width="320" height="200" style="margin-left:0"></span></p></b><br class="Apple-interchange-newline">`;

describe('cleanPastedHtml', () => {
  it('turns Word’s paste into headings, paragraphs, real lists and links, without its styles, tags and markers', () => {
    expect(cleanPastedHtml(WORD)).toBe(
      [
        '<h2>Saturn and the oil lamp</h2>',
        '<p><strong>Light it</strong> at dusk, <em>facing west</em>.</p>',
        '<ul><li>Sesame oil<ul><li>Cold-pressed</li></ul></li><li>A clay lamp</li></ul>',
        '<p>Then:</p>',
        '<ol><li>Pour</li><li>Light</li></ol>',
        '<p>See <a href="https://example.org/saturn">the calendar</a> and this.</p>',
      ].join(''),
    );
  });

  it('reads Google Docs’ styles as bold, italic, underline and strike, and nests its sub-lists in the item before', () => {
    expect(cleanPastedHtml(DOCS)).toBe(
      [
        '<h2>Before you begin</h2>',
        '<p><strong>Wash</strong> the lamp, <em><u>then dry it</u></em><s>twice</s>.</p>',
        '<ul><li><p>Cotton wick</p><ul><li><p>Rolled by hand</p></li></ul></li><li><p>Matches</p></li></ul>',
        '<p><img src="https://lh7-rt.googleusercontent.com/docsz/lamp.png"></p>',
      ].join(''),
    );
  });

  it('gives what the server keeps unchanged: the shared filter has nothing left to strip', () => {
    for (const pasted of [WORD, DOCS]) {
      const clean = cleanPastedHtml(pasted);
      expect(sanitizeRichText(clean)).toBe(clean);
      expect(clean).not.toMatch(/style=|class=|<o:p|<span|<!--|mso-|file:|javascript:/i);
    }
  });

  it('keeps the site’s own images and links, drops scripts with their text, and puts loose text in a paragraph', () => {
    expect(cleanPastedHtml('Just a line <script>alert(1)</script><img src="/uploads/ab12.png" alt="A diya"><a href="/horoscope/leo">Leo</a>')).toBe(
      '<p>Just a line </p><img src="/uploads/ab12.png" alt="A diya"><p><a href="/horoscope/leo">Leo</a></p>',
    );
  });

  it('makes table cells paragraphs, since the editor has no tables', () => {
    expect(cleanPastedHtml('<table><tr><td>Sunday</td><td><p>Surya</p></td></tr></table>')).toBe('<p>Sunday</p><p>Surya</p>');
  });
});
