import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '/work/main/scripts/chromium.mjs';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const url = process.argv[2] ?? 'http://127.0.0.1:18300/en';
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval',{interval:200});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n=>[n.id,n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children??[]) parent.set(c,n.id);
const counts = new Map(); for (const s of profile.samples) counts.set(s,(counts.get(s)??0)+1);
const dt = (profile.endTime-profile.startTime)/profile.samples.length/1000;
const maps = new Map();
function orig(cf){ const file = cf.url.split('/').pop(); if(!file.endsWith('.js')) return `${cf.functionName} ${file}`; let m = maps.get(file); if(m===undefined){ try{ m=new SourceMapConsumer(JSON.parse(readFileSync('/work/main/apps/web/dist/assets/'+file+'.map','utf8'))); }catch{ m=null;} maps.set(file,m);} if(!m) return `${cf.functionName} ${file}`; const p=m.originalPositionFor({line:cf.lineNumber+1,column:cf.columnNumber}); return `${p.name??cf.functionName} ${(p.source??'').replace(/.*node_modules\//,'nm/').replace(/^\.\.\/\.\.\//,'')}:${p.line}`; }
const self=new Map(), incl=new Map();
for (const [id,c] of counts){ const n=byId.get(id); const k=orig(n.callFrame); self.set(k,(self.get(k)??0)+c*dt);
  const seen=new Set(); let cur=id; while(cur){ const nn=byId.get(cur); const kk=orig(nn.callFrame); if(!seen.has(kk)){seen.add(kk); incl.set(kk,(incl.get(kk)??0)+c*dt);} cur=parent.get(cur);} }
console.log('SELF'); console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,v])=>`${v.toFixed(0)}ms ${k}`).join('\n'));
console.log('INCL'); console.log([...incl].sort((a,b)=>b[1]-a[1]).slice(0,60).map(([k,v])=>`${v.toFixed(0)}ms ${k}`).join('\n'));
await browser.close();
