import type { DemoCourse, DemoPage } from './demo-types';

/**
 * Demo course pages: the A1/A3 online training and the A2 supplementary theory. Each page covers
 * the subjects that the matching demo exam asks about, so a pilot who reads the course can pass.
 */
const a1a3Pages: DemoPage[] = [
  {
    nameIcelandic: 'Reglurnar og flokkar starfrækslu',
    nameEnglish: 'The rules and the operating categories',
    contentIcelandic: `
<h2>Evrópskar reglur um dróna</h2>
<p>Á Evrópska efnahagssvæðinu, þar á meðal á Íslandi, gilda sameiginlegar reglur um dróna. <strong>Framkvæmdarreglugerð (ESB) 2019/947</strong> fjallar um starfræksluna, það er hvar, hvernig og af hverjum má fljúga, en <strong>framseld reglugerð (ESB) 2019/945</strong> setur kröfur um drónana sjálfa og flokksmerki þeirra. Samgöngustofa er lögbært stjórnvald á Íslandi.</p>
<h3>Þrír flokkar</h3>
<ul>
<li><strong>Opinn flokkur</strong>: lítil áhætta; ekki þarf leyfi ef skilyrðum flokksins er fylgt.</li>
<li><strong>Sérstakur flokkur</strong>: meiri áhætta; krefst rekstrarleyfis eða yfirlýsingar um staðlaða sviðsmynd.</li>
<li><strong>Vottaður flokkur</strong>: mikil áhætta, til dæmis farþegaflutningar; krefst vottunar.</li>
</ul>
<h3>Skilyrði opna flokksins</h3>
<ul>
<li>hámarksflugtaksmassi undir 25 kg;</li>
<li>dróninn er alltaf innan sjónlínu fjarflugmannsins;</li>
<li>hámarkshæð er 120 m frá næsta punkti á yfirborði jarðar;</li>
<li>enginn hættulegur varningur er fluttur og engu er sleppt úr drónanum;</li>
<li>aldrei er flogið yfir mannsöfnuð.</li>
</ul>
<p>Opni flokkurinn skiptist í undirflokka: <strong>A1</strong> (flug yfir fólki, en aldrei yfir mannsöfnuði), <strong>A2</strong> (flug nálægt fólki) og <strong>A3</strong> (flug fjarri fólki).</p>
<h3>Skráning og hæfni</h3>
<p>Rekstraraðili sem býr á Íslandi skráir sig hjá Samgöngustofu ef dróninn vegur 250 g eða meira, getur valdið meiri höggorku en 80 J eða er með myndavél eða annan skynjara sem safnar persónuupplýsingum, nema hann sé leikfang. Skráningarnúmerið á að vera sýnilegt á drónanum. Lágmarksaldur fjarflugmanna er 16 ár, en ríki geta ákveðið lægri aldur.</p>
<p>Til að fljúga dróna í flokki C1 í A1, eða þyngri drónum í A3, þarf að ljúka þessu námskeiði og standast netpróf með 40 fjölvalsspurningum; lágmarkseinkunn er 75%. Staðfestingin gildir í fimm ár. Með dróna í flokki C0 nægir að lesa notendahandbókina.</p>
<p>Nánar: <a href="https://eur-lex.europa.eu/eli/reg_impl/2019/947/oj">reglugerð (ESB) 2019/947</a> og <a href="https://www.easa.europa.eu/">vefur EASA</a>.</p>
`,
    contentEnglish: `
<h2>European drone rules</h2>
<p>The European Economic Area, Iceland included, shares one set of drone rules. <strong>Implementing Regulation (EU) 2019/947</strong> covers operations, that is where, how and by whom drones may be flown, while <strong>Delegated Regulation (EU) 2019/945</strong> sets requirements for the drones themselves and their class labels. Samgöngustofa (the Icelandic Transport Authority) is the competent authority in Iceland.</p>
<h3>Three categories</h3>
<ul>
<li><strong>Open category</strong>: low risk; no authorisation is needed if the conditions of the category are met.</li>
<li><strong>Specific category</strong>: higher risk; requires an operational authorisation or a declaration of a standard scenario.</li>
<li><strong>Certified category</strong>: high risk, for example carrying passengers; requires certification.</li>
</ul>
<h3>Conditions of the open category</h3>
<ul>
<li>maximum take-off mass below 25 kg;</li>
<li>the drone is always within the remote pilot's visual line of sight;</li>
<li>maximum height 120 m from the closest point of the surface of the earth;</li>
<li>no dangerous goods are carried and nothing is dropped from the drone;</li>
<li>never flying over assemblies of people.</li>
</ul>
<p>The open category has subcategories: <strong>A1</strong> (flying over people, but never over assemblies of people), <strong>A2</strong> (flying close to people) and <strong>A3</strong> (flying far from people).</p>
<h3>Registration and competency</h3>
<p>An operator living in Iceland registers with Samgöngustofa if the drone weighs 250 g or more, can transfer more than 80 J of kinetic energy on impact, or carries a camera or another sensor that captures personal data, unless it is a toy. The registration number must be displayed on the drone. The minimum age for remote pilots is 16, but states may set a lower age.</p>
<p>To fly a class C1 drone in A1, or heavier drones in A3, you must complete this course and pass an online exam of 40 multiple-choice questions; the pass mark is 75%. The proof of completion is valid for five years. With a class C0 drone, reading the user manual is enough.</p>
<p>More: <a href="https://eur-lex.europa.eu/eli/reg_impl/2019/947/oj">Regulation (EU) 2019/947</a> and the <a href="https://www.easa.europa.eu/">EASA website</a>.</p>
`,
  },
  {
    nameIcelandic: 'Flugöryggi og loftrýmistakmarkanir',
    nameEnglish: 'Air safety and airspace restrictions',
    contentIcelandic: `
<h2>Flugöryggi</h2>
<p>Drónar deila loftrýminu með flugvélum, þyrlum, svifvængjum og öðrum loftförum. Mönnuð loftför fljúga yfirleitt hærra en drónar en fara lágt við flugvelli og þyrlupalla og í sjúkra- og björgunarflugi. Þess vegna gildir 120 m hámarkshæð og þess vegna víkur dróninn alltaf.</p>
<ul>
<li>Ómannað loftfar víkur <strong>alltaf</strong> fyrir mönnuðu loftfari. Ef flugvél eða þyrla nálgast skaltu lækka flugið strax og lenda ef þörf krefur.</li>
<li>Haltu drónanum innan sjónlínu svo að þú sjáir önnur loftför, hindranir og fólk.</li>
<li>Fljúgðu ekki nálægt svæði þar sem neyðaraðgerðir standa yfir, til dæmis leit, björgun eða slökkvistarf, né inn á það, nema þeir sem stjórna aðgerðunum leyfi það.</li>
<li>Ef flogið er innan 50 m frá manngerðri hindrun sem er hærri en 105 m má hækka flugið upp í allt að 15 m yfir hindrunina, en aðeins að beiðni þess sem ber ábyrgð á henni.</li>
<li>Aldrei má fljúga yfir mannsöfnuð í opna flokknum.</li>
</ul>
<h2>Loftrýmistakmarkanir</h2>
<p>Stjórnvöld geta afmarkað <strong>landfræðileg svæði</strong> fyrir ómönnuð loftför þar sem flug er bannað, takmarkað eða háð skilyrðum, til dæmis við flugvelli, fangelsi, virkjanir og aðra mikilvæga innviði. Samgöngustofa birtir upplýsingar um slík svæði á Íslandi. Tímabundnar takmarkanir eru birtar í <strong>NOTAM</strong> (tilkynningum til flugmanna), til dæmis vegna eldgosa, almannavarnaaðgerða eða stórviðburða.</p>
<p>Kynntu þér takmarkanir <strong>fyrir hvert flug</strong>, því þær geta breyst. Landfræðileg vitund í drónanum er hjálpartæki, en fjarflugmaðurinn ber alltaf ábyrgðina. Ef flug á svæði er háð skilyrðum máttu aðeins fljúga þar ef þú uppfyllir þau, til dæmis með heimild þess sem ber ábyrgð á svæðinu. Í þjóðgörðum og á friðlýstum svæðum geta gilt sérstakar reglur og þar þarf oft leyfi.</p>
<p>Nánar á vef <a href="https://www.samgongustofa.is/">Samgöngustofu</a>.</p>
`,
    contentEnglish: `
<h2>Air safety</h2>
<p>Drones share the airspace with aeroplanes, helicopters, paragliders and other aircraft. Manned aircraft usually fly higher than drones but come low near airports and helipads and on ambulance and rescue flights. That is why the 120 m height limit applies and why the drone always gives way.</p>
<ul>
<li>An unmanned aircraft <strong>always</strong> gives way to manned aircraft. If an aeroplane or helicopter approaches, descend immediately and land if necessary.</li>
<li>Keep the drone within visual line of sight so that you can see other aircraft, obstacles and people.</li>
<li>Do not fly close to or into an area where an emergency response is under way, for example a search, a rescue or firefighting, unless those in charge of the response allow it.</li>
<li>When flying within 50 m of an artificial obstacle taller than 105 m, the height may be raised to up to 15 m above the obstacle, but only at the request of the entity responsible for it.</li>
<li>Never fly over assemblies of people in the open category.</li>
</ul>
<h2>Airspace restrictions</h2>
<p>The authorities can define <strong>UAS geographical zones</strong> in which drone flights are prohibited, restricted or subject to conditions, for example near airports, prisons, power plants and other critical infrastructure. Samgöngustofa publishes information about such zones in Iceland. Temporary restrictions are published in <strong>NOTAMs</strong> (notices to airmen), for example because of volcanic eruptions, civil protection operations or major events.</p>
<p>Check the restrictions <strong>before every flight</strong>, because they can change. The drone's geo-awareness function is an aid, but the remote pilot is always responsible. If flights in a zone are subject to conditions, you may only fly there if you meet them, for example with permission from the entity responsible for the zone. National parks and protected areas can have their own rules and often require permission.</p>
<p>More on the <a href="https://www.samgongustofa.is/">Samgöngustofa website</a>.</p>
`,
  },
  {
    nameIcelandic: 'Dróninn: flokkar og tækni',
    nameEnglish: 'The drone: classes and technology',
    contentIcelandic: `
<h2>Flokksmerki</h2>
<ul>
<li><strong>C0</strong>: undir 250 g að meðtöldum farmi; A1, einnig A3.</li>
<li><strong>C1</strong>: undir 900 g eða höggorka undir 80 J; A1, einnig A3; bein fjarauðkenning og landfræðileg vitund.</li>
<li><strong>C2</strong>: undir 4 kg; A2, einnig A3; lághraðastilling, bein fjarauðkenning og landfræðileg vitund.</li>
<li><strong>C3 og C4</strong>: undir 25 kg; aðeins A3.</li>
</ul>
<p>Heimasmíðaðir drónar undir 250 g mega fljúga í A1. Þyngri heimasmíðaðir drónar og drónar án flokksmerkis sem settir voru á markað fyrir 1. janúar 2024 mega fljúga í A3 ef þeir eru undir 25 kg.</p>
<h2>Helstu hlutar dróna</h2>
<p>Dróni samanstendur af loftfarinu, fjarstýringu og fjarskiptasambandi á milli þeirra. Í loftfarinu eru meðal annars flugstýring, hreyfiskynjarar, áttaviti, loftvog, GNSS-móttakari, mótorar, spaðar og rafhlaða.</p>
<ul>
<li><strong>GNSS</strong> (til dæmis GPS og Galileo) heldur drónanum kyrrum og skráir heimapunkt. Ef merkið tapast getur dróninn farið í ATTI-ham, þar sem hann heldur jafnvægi en ekki staðsetningu og rekur undan vindi; þá þarf að stýra honum handvirkt.</li>
<li><strong>Heimflugsaðgerð</strong> (return to home) flýgur drónanum heim ef samband rofnar eða rafhlaðan er að tæmast.</li>
<li><strong>Bein fjarauðkenning</strong> sendir út, meðan á flugi stendur, meðal annars skráningarnúmer rekstraraðila og staðsetningu drónans.</li>
<li><strong>Landfræðileg vitund</strong> varar fjarflugmanninn við þegar dróninn nálgast mörk landfræðilegra svæða.</li>
</ul>
<h3>Rafhlöður</h3>
<p>Flestir drónar nota liþíumrafhlöður. Hladdu þær ekki eftirlitslaust, notaðu aldrei bólgnar eða skemmdar rafhlöður og fargaðu þeim á móttökustöð fyrir spilliefni. Uppfærðu hugbúnað drónans eingöngu frá framleiðandanum.</p>
`,
    contentEnglish: `
<h2>Class labels</h2>
<ul>
<li><strong>C0</strong>: below 250 g including payload; A1, also A3.</li>
<li><strong>C1</strong>: below 900 g or impact energy below 80 J; A1, also A3; direct remote identification and geo-awareness.</li>
<li><strong>C2</strong>: below 4 kg; A2, also A3; low-speed mode, direct remote identification and geo-awareness.</li>
<li><strong>C3 and C4</strong>: below 25 kg; A3 only.</li>
</ul>
<p>Privately built drones below 250 g may fly in A1. Heavier privately built drones, and drones without a class label placed on the market before 1 January 2024, may fly in A3 if they are below 25 kg.</p>
<h2>Main parts of a drone</h2>
<p>A drone consists of the aircraft, a remote controller and the radio link between them. The aircraft contains, among other things, a flight controller, motion sensors, a compass, a barometer, a GNSS receiver, motors, propellers and a battery.</p>
<ul>
<li><strong>GNSS</strong> (for example GPS and Galileo) holds the drone in place and records the home point. If the signal is lost, the drone may switch to attitude (ATTI) mode, in which it stays level but does not hold its position and drifts with the wind; it must then be flown manually.</li>
<li><strong>Return to home</strong> flies the drone back if the link is lost or the battery is running low.</li>
<li><strong>Direct remote identification</strong> broadcasts during flight, among other things, the operator's registration number and the drone's position.</li>
<li><strong>Geo-awareness</strong> warns the remote pilot when the drone approaches the limits of geographical zones.</li>
</ul>
<h3>Batteries</h3>
<p>Most drones use lithium batteries. Do not charge them unattended, never use swollen or damaged batteries, and dispose of them at a collection point for hazardous waste. Update the drone's software only from the manufacturer.</p>
`,
  },
  {
    nameIcelandic: 'Mannleg geta og takmörk',
    nameEnglish: 'Human performance and limitations',
    contentIcelandic: `
<h2>Fjarflugmaðurinn skiptir mestu</h2>
<p>Flest drónaatvik verða vegna mannlegra þátta: rangs mats, athyglisbrests eða þrýstings. Fjarflugmaðurinn ber ábyrgð á fluginu og á aðeins að fljúga þegar hann er fær um það.</p>
<h3>Áfengi, lyf og þreyta</h3>
<p>Óheimilt er að fljúga undir áhrifum áfengis eða annarra vímuefna. Ekki má heldur fljúga þegar veikindi, meiðsli, lyf eða þreyta skerða hæfnina. Lestu fylgiseðla lyfja, því sum lyf, til dæmis sum ofnæmislyf, geta valdið syfju. Þreyta hægir á viðbrögðum og skerðir dómgreind og athygli, oft án þess að fólk taki eftir því sjálft. Ef þú ert þreyttur skaltu fresta fluginu.</p>
<h3>Sjón og skynjun</h3>
<ul>
<li>Erfitt er að meta fjarlægð til lítils dróna í fjarska og hvort hann stefnir að þér eða frá þér. Hann getur verið nær hindrun eða lengra í burtu en virðist.</li>
<li>Þegar dróninn snýr að þér virðast hliðarstýringar snúast við séð frá þér: ef þú stýrir til hægri fer hann til vinstri frá þér séð. Æfðu flug í öllum stefnum á öruggum stað.</li>
<li>Ef þú horfir mikið á skjáinn missirðu sjónar á drónanum og umhverfinu og sérð síður önnur loftför, fólk og hindranir. Líttu reglulega upp og haltu drónanum innan sjónlínu.</li>
<li>Athugandi (UA-athugandi) sem stendur við hlið þér og fylgist með drónanum með berum augum getur hjálpað, en ábyrgðin er áfram þín.</li>
</ul>
<h3>Ákvarðanir og þrýstingur</h3>
<p>Viðskiptavinir, félagar eða eigin væntingar geta ýtt undir flug við óöruggar aðstæður. Ákveddu fyrir fram hvaða veður og aðstæður þú sættir þig við og haltu þig við það. Það er alltaf rétt ákvörðun að fresta flugi. Gátlistar draga úr hættu á að eitthvað gleymist, einkum þegar álagið er mikið.</p>
`,
    contentEnglish: `
<h2>The remote pilot matters most</h2>
<p>Most drone occurrences are caused by human factors: misjudgement, lapses of attention or pressure. The remote pilot is responsible for the flight and should only fly when fit to do so.</p>
<h3>Alcohol, medicines and fatigue</h3>
<p>Flying under the influence of alcohol or other psychoactive substances is prohibited. Nor may you fly when illness, injury, medicines or fatigue impair your ability. Read the leaflets of your medicines, because some, for example some allergy medicines, can cause drowsiness. Fatigue slows reactions and impairs judgement and attention, often without people noticing it themselves. If you are tired, postpone the flight.</p>
<h3>Vision and perception</h3>
<ul>
<li>It is hard to judge the distance to a small drone far away, and whether it is heading towards or away from you. It may be closer to an obstacle, or further away, than it seems.</li>
<li>When the drone faces you, the side controls appear reversed from your point of view: if you steer right, it moves to your left. Practise flying in every direction in a safe place.</li>
<li>If you look at the screen a lot, you lose sight of the drone and its surroundings and are less likely to see other aircraft, people and obstacles. Look up regularly and keep the drone within visual line of sight.</li>
<li>An observer (UA observer) standing next to you and watching the drone with the naked eye can help, but the responsibility remains yours.</li>
</ul>
<h3>Decisions and pressure</h3>
<p>Clients, friends or your own expectations can push you towards flying in unsafe conditions. Decide in advance which weather and conditions you accept, and stick to it. Postponing a flight is always the right decision. Checklists reduce the risk of forgetting something, especially under a heavy workload.</p>
`,
  },
  {
    nameIcelandic: 'Verklag fyrir flug, í flugi og eftir flug',
    nameEnglish: 'Procedures before, during and after flight',
    contentIcelandic: `
<h2>Undirbúningur</h2>
<ul>
<li>Kannaðu veðurspá, landfræðileg svæði og NOTAM.</li>
<li>Skoðaðu staðinn: hindranir, raflínur, fólk og hvar hægt er að lenda í neyð.</li>
<li>Athugaðu drónann: spaða, rafhlöður, festingar, hugbúnað og að fjarauðkenning sé virk.</li>
<li>Stilltu heimflugshæð yfir hæstu hindrunum á svæðinu, til dæmis trjám og byggingum.</li>
<li>Bíddu með flugtak þar til dróninn hefur nægilegt gervihnattasamband og heimapunkturinn er skráður.</li>
</ul>
<h2>Í flugi</h2>
<p>Haltu drónanum innan sjónlínu og fylgstu með loftrýminu. UA-athugandi getur aðstoðað; hann stendur við hlið fjarflugmannsins, fylgist með drónanum með berum augum og lætur vita af hættum.</p>
<p>Í A1 má aldrei fljúga yfir mannsöfnuð, og með dróna í flokki C1 á ekki að gera ráð fyrir flugi yfir óviðkomandi fólk. Ef fólk kemur óvænt inn undir drónann skaltu færa hann frá og stytta eins og kostur er þann tíma sem hann er yfir því. Í A3 skal fljúga þar sem enginn óviðkomandi er í hættu og að minnsta kosti 150 m frá íbúðar-, verslunar-, iðnaðar- og útivistarsvæðum.</p>
<h3>Neyðarviðbrögð</h3>
<ul>
<li>Samband rofnar: flestir drónar fljúga þá sjálfkrafa heim. Fylgstu með og búðu þig undir að taka við stjórninni.</li>
<li>GNSS tapast: stýrðu handvirkt og lentu á öruggum stað.</li>
<li>Mannað loftfar nálgast: lækkaðu flugið strax og víktu.</li>
</ul>
<h2>Eftir flug</h2>
<p>Skoðaðu drónann og rafhlöðurnar og skráðu flugið. Ef einhver slasast alvarlega eða mannað loftfar lendir í hættu skaltu kalla eftir aðstoð í síma 112 og tilkynna atvikið til Samgöngustofu samkvæmt reglugerð (ESB) nr. 376/2014 um tilkynningu atvika.</p>
`,
    contentEnglish: `
<h2>Preparation</h2>
<ul>
<li>Check the weather forecast, geographical zones and NOTAMs.</li>
<li>Survey the site: obstacles, power lines, people and where you could land in an emergency.</li>
<li>Check the drone: propellers, batteries, fittings, software and that remote identification is active.</li>
<li>Set the return-to-home height above the highest obstacles in the area, for example trees and buildings.</li>
<li>Wait to take off until the drone has enough satellite reception and the home point is recorded.</li>
</ul>
<h2>During the flight</h2>
<p>Keep the drone within visual line of sight and watch the airspace. A UA observer can help; they stand next to the remote pilot, watch the drone with the naked eye and warn of hazards.</p>
<p>In A1 you must never fly over assemblies of people, and with a class C1 drone you should not expect to fly over uninvolved people. If people unexpectedly come under the drone, move it away and keep the time over them as short as possible. In A3, fly where no uninvolved person is endangered and at least 150 m from residential, commercial, industrial and recreational areas.</p>
<h3>Emergencies</h3>
<ul>
<li>Link lost: most drones then fly home automatically. Keep watching and be ready to take over control.</li>
<li>GNSS lost: fly manually and land in a safe place.</li>
<li>Manned aircraft approaching: descend immediately and keep clear.</li>
</ul>
<h2>After the flight</h2>
<p>Inspect the drone and batteries and log the flight. If someone is seriously injured or a manned aircraft is endangered, call for help on 112 and report the occurrence to Samgöngustofa under Regulation (EU) No 376/2014 on occurrence reporting.</p>
`,
  },
  {
    nameIcelandic: 'Persónuvernd',
    nameEnglish: 'Privacy and data protection',
    contentIcelandic: `
<h2>Drónar og persónuupplýsingar</h2>
<p>Myndir, myndskeið og hljóð úr dróna eru persónuupplýsingar þegar hægt er að bera kennsl á fólk, beint eða óbeint, til dæmis af andliti, bílnúmeri eða heimili. Þá gilda almenna persónuverndarreglugerðin, <a href="https://eur-lex.europa.eu/eli/reg/2016/679/oj">(ESB) 2016/679 (GDPR)</a>, og lög nr. 90/2018 um persónuvernd og vinnslu persónuupplýsinga. Persónuvernd hefur eftirlit með því að reglunum sé fylgt.</p>
<h3>Góðir starfshættir</h3>
<ul>
<li>Skipuleggðu flugið svo að sem fæstir séu myndaðir og beindu myndavélinni aðeins að því sem verkefnið krefst.</li>
<li>Láttu fólk á svæðinu vita af fluginu þegar því verður við komið.</li>
<li>Fljúgðu ekki að gluggum, görðum eða öðrum stöðum þar sem fólk á von á næði.</li>
<li><strong>Lágmörkun gagna</strong>: safnaðu aðeins því sem tilgangur flugsins krefst og eyddu því sem ekki þarf að geyma.</li>
<li>Geymdu myndefni á öruggum stað.</li>
</ul>
<h3>Birting</h3>
<p>Efni sem eingöngu er notað í persónulegum tilgangi, til dæmis heima fyrir, fellur að jafnaði utan reglnanna. Þegar efni með þekkjanlegu fólki er birt opinberlega, til dæmis á netinu, þarf heimild fyrir birtingunni, oft samþykki, eða að gera fólkið óþekkjanlegt, til dæmis með því að gera andlit óskýr. Sá sem notar dróna í atvinnuskyni ber ábyrgð á vinnslunni og þarf að geta sýnt fram á að hún sé lögmæt.</p>
<p>Athugaðu einnig að skrá þarf rekstraraðila dróna með myndavél þótt dróninn vegi minna en 250 g, nema hann sé leikfang.</p>
<p>Nánar á vef <a href="https://www.personuvernd.is/">Persónuverndar</a>.</p>
`,
    contentEnglish: `
<h2>Drones and personal data</h2>
<p>Photos, videos and sound recorded by a drone are personal data when people can be identified, directly or indirectly, for example from a face, a licence plate or a home. The General Data Protection Regulation, <a href="https://eur-lex.europa.eu/eli/reg/2016/679/oj">(EU) 2016/679 (GDPR)</a>, and Act No. 90/2018 on Data Protection and the Processing of Personal Data then apply. Persónuvernd (the Icelandic Data Protection Authority) supervises compliance.</p>
<h3>Good practice</h3>
<ul>
<li>Plan the flight so that as few people as possible are filmed, and point the camera only at what the task requires.</li>
<li>Tell people in the area about the flight where possible.</li>
<li>Do not fly up to windows, gardens or other places where people expect privacy.</li>
<li><strong>Data minimisation</strong>: collect only what the purpose of the flight requires and delete what does not need to be kept.</li>
<li>Store footage securely.</li>
</ul>
<h3>Publishing</h3>
<p>Material used purely for personal purposes, for example at home, generally falls outside the rules. When material showing identifiable people is published, for example online, you need a legal basis for publishing it, often consent, or you must make the people unidentifiable, for example by blurring faces. Anyone using a drone commercially is responsible for the processing and must be able to show that it is lawful.</p>
<p>Note also that the operator of a drone with a camera must register even if the drone weighs less than 250 g, unless it is a toy.</p>
<p>More on the <a href="https://www.personuvernd.is/">Persónuvernd website</a>.</p>
`,
  },
  {
    nameIcelandic: 'Vátryggingar og flugvernd',
    nameEnglish: 'Insurance and security',
    contentIcelandic: `
<h2>Vátryggingar</h2>
<p>Rekstraraðili getur borið ábyrgð á tjóni sem dróni hans veldur. <strong>Reglugerð (EB) nr. 785/2004</strong> gerir kröfu um ábyrgðartryggingu gagnvart þriðja aðila fyrir loftför og á við um dróna með hámarksflugtaksmassa 20 kg eða meira. Fyrir léttari dróna geta landsreglur krafist vátryggingar; kynntu þér reglurnar hjá Samgöngustofu og í hverju landi sem þú flýgur í.</p>
<ul>
<li>Ábyrgðartrygging bætir tjón sem dróninn veldur öðrum, á fólki eða eignum, en ekki skemmdir á drónanum sjálfum; til þess þarf húftryggingu.</li>
<li>Heimilistrygging nær ekki endilega yfir dróna, því margar tryggingar undanskilja tjón af völdum loftfara. Lestu skilmálana.</li>
<li>Áður en flogið er í öðru landi skaltu kynna þér vátryggingarkröfur þar og ganga úr skugga um að tryggingin gildi.</li>
<li>Vátrygging leysir þig ekki undan því að fylgja reglunum.</li>
</ul>
<h2>Flugvernd</h2>
<p>Flugöryggi snýst um að koma í veg fyrir slys vegna bilana og mistaka, en <strong>flugvernd</strong> um varnir gegn vísvitandi ólögmætum athöfnum, svo sem þjófnaði, misnotkun, truflunum og tölvuárásum.</p>
<ul>
<li>Geymdu drónann og rafhlöðurnar á öruggum stað og tilkynntu lögreglu ef honum er stolið.</li>
<li>Verndaðu aðganga að öppum og skráningu með sterkum lykilorðum og deildu þeim ekki.</li>
<li>Sæktu hugbúnaðaruppfærslur eingöngu frá framleiðandanum; breyttur hugbúnaður getur fjarlægt öryggisaðgerðir.</li>
<li>Óheimilt er að slökkva á fjarauðkenningu eða eiga við hana; rekstraraðili á að tryggja að hún sé virk og með réttum upplýsingum.</li>
<li>Virtu takmarkanir við mikilvæga innviði. Ef þú sérð dróna á flugi þar sem grunur er um ólögmætt flug skaltu láta lögreglu vita í síma 112.</li>
</ul>
`,
    contentEnglish: `
<h2>Insurance</h2>
<p>An operator can be liable for damage their drone causes. <strong>Regulation (EC) No 785/2004</strong> requires third-party liability insurance for aircraft and applies to drones with a maximum take-off mass of 20 kg or more. For lighter drones, national rules may require insurance; check the rules with Samgöngustofa and in every country where you fly.</p>
<ul>
<li>Liability insurance covers damage the drone causes to others, to people or property, but not damage to the drone itself; that needs hull insurance.</li>
<li>Home insurance does not necessarily cover drones, because many policies exclude damage caused by aircraft. Read the terms.</li>
<li>Before flying in another country, check its insurance requirements and make sure your insurance is valid there.</li>
<li>Insurance does not release you from following the rules.</li>
</ul>
<h2>Security</h2>
<p>Safety is about preventing accidents caused by failures and mistakes, while <strong>security</strong> is about protection against deliberate unlawful acts, such as theft, misuse, interference and cyber attacks.</p>
<ul>
<li>Keep the drone and batteries in a secure place and report it to the police if it is stolen.</li>
<li>Protect your app and registration accounts with strong passwords and do not share them.</li>
<li>Get software updates only from the manufacturer; modified software can remove safety functions.</li>
<li>Switching off or tampering with remote identification is prohibited; the operator must make sure it is active and up to date.</li>
<li>Respect the restrictions around critical infrastructure. If you see a drone flying where you suspect the flight is unlawful, inform the police on 112.</li>
</ul>
`,
  },
];

const a2Pages: DemoPage[] = [
  {
    nameIcelandic: 'Undirflokkur A2',
    nameEnglish: 'The A2 subcategory',
    contentIcelandic: `
<h2>Flug nálægt fólki</h2>
<p>Í undirflokki A2 má fljúga dróna í flokki C2, sem er undir 4 kg, nær óviðkomandi fólki en leyft er í A3. Á móti eru gerðar meiri kröfur til þekkingar fjarflugmannsins á veðri, flugeiginleikum drónans og því hvernig draga má úr áhættu fyrir fólk á jörðu niðri.</p>
<h3>Hæfniskröfur</h3>
<ol>
<li>Ljúka netnámskeiði og netprófi fyrir A1/A3.</li>
<li>Ljúka sjálfsþjálfun í verklegri færni í A1 eða A3 og lýsa því yfir að henni sé lokið.</li>
<li>Standast viðbótarpróf hjá Samgöngustofu eða aðila sem hún hefur samþykkt: 30 fjölvalsspurningar um veðurfræði, flugeiginleika dróna og mótvægisaðgerðir vegna áhættu á jörðu niðri.</li>
</ol>
<p>Hæfnisskírteinið gildir í fimm ár.</p>
<h3>Helstu reglur í A2</h3>
<ul>
<li>Aldrei má fljúga yfir óviðkomandi fólk.</li>
<li>Halda skal að minnsta kosti <strong>30 m</strong> láréttri fjarlægð frá óviðkomandi fólki.</li>
<li>Með virkri <strong>lághraðastillingu</strong>, þar sem hraðinn er að hámarki 3 m/s, má fara allt að <strong>5 m</strong> frá fólki ef veður, afköst drónans og aðstæður leyfa.</li>
<li>Þegar flogið er hærra en 30 m ætti lárétt fjarlægð frá fólki að vera að minnsta kosti jöfn flughæðinni (<strong>1:1-reglan</strong>).</li>
<li>Almennar reglur opna flokksins gilda áfram: 120 m hámarkshæð, sjónlína og ekkert flug yfir mannsöfnuð.</li>
</ul>
<p>Í þessu námsefni er farið yfir þau þrjú efnissvið sem prófið nær til. Sjá einnig <a href="https://www.easa.europa.eu/">vef EASA</a> og <a href="https://www.samgongustofa.is/">vef Samgöngustofu</a>.</p>
`,
    contentEnglish: `
<h2>Flying close to people</h2>
<p>In subcategory A2 a class C2 drone, which is below 4 kg, may be flown closer to uninvolved people than is allowed in A3. In return, the remote pilot must know more about the weather, the drone's flight performance and how to reduce the risk to people on the ground.</p>
<h3>Competency requirements</h3>
<ol>
<li>Complete the A1/A3 online training and online exam.</li>
<li>Complete practical self-training in A1 or A3 and declare that it has been completed.</li>
<li>Pass an additional exam with Samgöngustofa or an entity it has approved: 30 multiple-choice questions on meteorology, UAS flight performance and mitigations for ground risk.</li>
</ol>
<p>The certificate of competency is valid for five years.</p>
<h3>Main rules in A2</h3>
<ul>
<li>Uninvolved people must never be overflown.</li>
<li>Keep a horizontal distance of at least <strong>30 m</strong> from uninvolved people.</li>
<li>With <strong>low-speed mode</strong> active, limiting the speed to at most 3 m/s, you may come as close as <strong>5 m</strong> if the weather, the drone's performance and the conditions allow.</li>
<li>When flying higher than 30 m, the horizontal distance from people should be at least equal to the height (<strong>the 1:1 rule</strong>).</li>
<li>The general rules of the open category still apply: 120 m maximum height, visual line of sight and no flights over assemblies of people.</li>
</ul>
<p>This material covers the three subjects of the exam. See also the <a href="https://www.easa.europa.eu/">EASA website</a> and the <a href="https://www.samgongustofa.is/">Samgöngustofa website</a>.</p>
`,
  },
  {
    nameIcelandic: 'Veður og áhrif þess á drónann',
    nameEnglish: 'Weather and its effect on the drone',
    contentIcelandic: `
<h2>Vindur</h2>
<p>Vindur er sá veðurþáttur sem mest áhrif hefur á dróna. Hann er yfirleitt meiri í 100 m hæð en við jörðu, því núningur við yfirborðið hægir á honum neðst. Hviður eru snöggar vindaukningar: miðaðu alltaf við hviðurnar, ekki meðalvindinn, og berðu þær saman við það sem framleiðandinn segir að dróninn þoli.</p>
<ul>
<li>Hlémegin við byggingar, hæðir og fjöll myndast ókyrrð og niðurstreymi. Á Íslandi geta myndast harðir sviptivindar við fjöll.</li>
<li>Í þröngum götum milli hárra bygginga getur vindur magnast verulega.</li>
<li>Skúra- og þrumuskýjum (cumulonimbus) fylgja snarpar hviður, niðurstreymi, úrkoma og eldingar. Fljúgðu ekki nálægt þeim.</li>
</ul>
<h2>Hiti og loftþéttleiki</h2>
<p>Kuldi minnkar nýtanlega rýmd liþíumrafhlaðna og spennan fellur hraðar. Haltu rafhlöðunum heitum fram að flugi og gerðu ráð fyrir styttri flugtíma. Í hita og mikilli hæð yfir sjávarmáli er loftið þynnra: spaðarnir mynda þá minni knýkraft, mótorarnir þurfa að vinna meira og flugtíminn styttist.</p>
<h2>Ísing, úrkoma og skyggni</h2>
<p>Ísing getur myndast á spöðum þegar raki er í loftinu, svo sem þoka, súld eða ský, og hiti er nálægt frostmarki eða undir því. Jafnvel þunnt íslag dregur úr knýkrafti. Flestir drónar þola ekki rigningu eða snjó; fljúgðu aðeins í úrkomu ef framleiðandinn leyfir það og dróninn hefur viðeigandi vatnsvörn (IP-flokkun).</p>
<p>Þoka, mistur, snjókoma og lágský draga úr skyggni. Ef þú getur ekki haldið drónanum innan sjónlínu máttu ekki fljúga.</p>
`,
    contentEnglish: `
<h2>Wind</h2>
<p>Wind is the weather factor that affects drones most. It is usually stronger at 100 m than at the ground, because friction with the surface slows it down near the ground. Gusts are sudden increases in wind speed: always plan by the gusts, not the mean wind, and compare them with what the manufacturer says the drone can handle.</p>
<ul>
<li>Turbulence and downdrafts form on the lee side of buildings, hills and mountains. In Iceland, violent gusts can form near mountains.</li>
<li>In narrow streets between tall buildings the wind can strengthen considerably.</li>
<li>Shower and thunderstorm clouds (cumulonimbus) bring sudden strong gusts, downdrafts, precipitation and lightning. Do not fly near them.</li>
</ul>
<h2>Temperature and air density</h2>
<p>Cold reduces the usable capacity of lithium batteries and makes the voltage drop faster. Keep the batteries warm until the flight and expect a shorter flight time. In heat and at high elevation the air is thinner: the propellers then produce less thrust, the motors must work harder and the flight time becomes shorter.</p>
<h2>Icing, precipitation and visibility</h2>
<p>Ice can form on the propellers when there is moisture in the air, such as fog, drizzle or cloud, and the temperature is near or below freezing. Even a thin layer of ice reduces thrust. Most drones cannot withstand rain or snow; only fly in precipitation if the manufacturer allows it and the drone has suitable water protection (IP rating).</p>
<p>Fog, mist, snowfall and low cloud reduce visibility. If you cannot keep the drone within visual line of sight, you must not fly.</p>
`,
  },
  {
    nameIcelandic: 'Veðurupplýsingar: spár, METAR og TAF',
    nameEnglish: 'Weather information: forecasts, METAR and TAF',
    contentIcelandic: `
<h2>Hvar fást veðurupplýsingar?</h2>
<p>Veðurstofa Íslands birtir spár, athuganir og viðvaranir á <a href="https://www.vedur.is/">vedur.is</a>. Í íslenskum veðurspám er vindur gefinn upp í metrum á sekúndu. Fyrir flugvelli eru einnig gefnar út flugveðurupplýsingar:</p>
<ul>
<li><strong>METAR</strong> er veðurathugun á flugvelli sem lýsir veðrinu á tilteknum tíma, yfirleitt gefin út á hálftíma eða klukkustundar fresti.</li>
<li><strong>TAF</strong> er veðurspá fyrir flugvöll til næstu klukkustunda.</li>
</ul>
<h3>Að lesa vind</h3>
<p>Í METAR og TAF er vindur gefinn upp sem áttin <em>sem hann blæs úr</em>, í gráðum, og hraðinn í hnútum (KT). Dæmi: <strong>24015G25KT</strong> merkir vind úr 240°, 15 hnúta, með hviðum upp í 25 hnúta. Einn hnútur er um 0,5 m/s, svo að 20 hnútar eru um 10 m/s.</p>
<h3>Annað í METAR</h3>
<ul>
<li>Skyggni í metrum; 9999 merkir 10 km eða meira.</li>
<li>Ský: FEW (fáein ský), SCT (dreifð ský), BKN (skýjað) og OVC (alskýjað), með skýjahæð í hundruðum feta.</li>
<li>Hiti og daggarmark, til dæmis 05/03; M merkir mínus. Þegar hiti og daggarmark eru nálægt hvort öðru og vindur er hægur er hætta á þoku.</li>
</ul>
<p>Kannaðu spána daginn áður og aftur á flugstað. Aðstæður á flugstaðnum geta verið aðrar en á næsta flugvelli, svo að fylgstu með vindi, skýjum og skyggni meðan á flugi stendur.</p>
`,
    contentEnglish: `
<h2>Where to get weather information</h2>
<p>The Icelandic Meteorological Office publishes forecasts, observations and warnings at <a href="https://www.vedur.is/">vedur.is</a>. Icelandic weather forecasts give the wind in metres per second. Aviation weather information is also issued for airports:</p>
<ul>
<li>A <strong>METAR</strong> is a weather observation at an aerodrome describing the weather at a given time, usually issued every half hour or every hour.</li>
<li>A <strong>TAF</strong> is a weather forecast for an aerodrome for the coming hours.</li>
</ul>
<h3>Reading the wind</h3>
<p>In METARs and TAFs the wind is given as the direction it blows <em>from</em>, in degrees, and its speed in knots (KT). Example: <strong>24015G25KT</strong> means wind from 240° at 15 knots, gusting to 25 knots. One knot is about 0.5 m/s, so 20 knots is about 10 m/s.</p>
<h3>More in a METAR</h3>
<ul>
<li>Visibility in metres; 9999 means 10 km or more.</li>
<li>Clouds: FEW (few), SCT (scattered), BKN (broken) and OVC (overcast), with the cloud base in hundreds of feet.</li>
<li>Temperature and dew point, for example 05/03; M means minus. When the temperature and dew point are close together and the wind is light, there is a risk of fog.</li>
</ul>
<p>Check the forecast the day before and again at the flight site. Conditions at the site can differ from those at the nearest airport, so watch the wind, clouds and visibility during the flight.</p>
`,
  },
  {
    nameIcelandic: 'Flugeiginleikar, massi og rafhlöður',
    nameEnglish: 'Flight performance, mass and batteries',
    contentIcelandic: `
<h2>Flugsvið ólíkra dróna</h2>
<ul>
<li><strong>Fjölþyrlur</strong> geta sveimað kyrrar og tekið lóðrétt á loft en hafa fremur stuttan flugtíma. Við hraða lóðrétta lækkun getur fjölþyrla lent í eigin niðurstreymi (hvirfilhringsástandi) og orðið óstöðug; lækkaðu hægar eða á ská.</li>
<li><strong>Vængjadrónar</strong> fljúga lengur og hraðar en þurfa að halda lágmarkshraða miðað við loftið til að ofrísa ekki og þurfa rými til flugtaks og lendingar.</li>
<li><strong>Blendingsdrónar</strong> (VTOL) taka á loft og lenda eins og fjölþyrla en fljúga eins og vængjadróni; skiptingin milli flugmáta er viðkvæmur hluti flugsins.</li>
</ul>
<h2>Massi og þyngdarpunktur</h2>
<p>Aukinn massi styttir flugtímann og dregur úr getu drónans til að klifra og bregðast við vindi. Aldrei má fara yfir hámarksflugtaksmassa. Búnaður sem festur er utan miðju færir þyngdarpunktinn, svo að mótorar öðrum megin þurfa að vinna meira og minna svigrúm er til stjórnunar. Hver gerð dróna hefur sinn þyngdarpunkt og farmur hefur ólík áhrif á stöðugleika. Festu farm og aukabúnað vel; í opna flokknum má ekki sleppa hlutum úr dróna.</p>
<h2>Vindur og drægni</h2>
<p>Hraði miðað við jörðu er hraðinn miðað við loftið að frádregnum mótvindinum: dróni sem flýgur á 12 m/s í 8 m/s mótvindi fer aðeins 4 m/s yfir jörðu. Fljúgðu því fyrst upp í vindinn svo að heimferðin, þegar rafhlaðan er orðin lægri, sé undan vindi.</p>
<h2>Rafhlöður</h2>
<ul>
<li><strong>Rýmd</strong> (mAh) segir til um hve mikilli hleðslu rafhlaðan heldur. <strong>C-gildi</strong> er hleðslu- eða afhleðslustraumur miðað við rýmd; 1C fyrir 5000 mAh rafhlöðu er 5 A.</li>
<li>Minnisáhrif eiga einkum við um eldri nikkelrafhlöður (NiCd, NiMH). Liþíumrafhlöður á ekki að tæma alveg.</li>
<li>Lentu meðan nægur varaforði er eftir, til dæmis 20–30%.</li>
<li>Geymdu LiPo-rafhlöður með geymsluhleðslu, um 3,8 V á sellu, á svölum og þurrum stað, helst í eldtraustri tösku.</li>
</ul>
`,
    contentEnglish: `
<h2>Flight envelopes of different drones</h2>
<ul>
<li><strong>Multirotors</strong> can hover and take off vertically but have a fairly short flight time. In a fast vertical descent a multirotor can sink into its own downwash (vortex ring state) and become unstable; descend more slowly or at an angle.</li>
<li><strong>Fixed-wing drones</strong> fly longer and faster but must keep a minimum airspeed to avoid stalling and need room to take off and land.</li>
<li><strong>Hybrid drones</strong> (VTOL) take off and land like a multirotor but cruise like a fixed-wing aircraft; the transition between the two modes is a critical part of the flight.</li>
</ul>
<h2>Mass and centre of gravity</h2>
<p>Extra mass shortens the flight time and reduces the drone's ability to climb and cope with wind. The maximum take-off mass must never be exceeded. Equipment mounted off-centre moves the centre of gravity, so the motors on one side must work harder and there is less control margin. Each type of drone has its own centre of gravity, and payloads affect stability differently. Secure payload and accessories firmly; objects must not be dropped from a drone in the open category.</p>
<h2>Wind and range</h2>
<p>Ground speed is the airspeed minus the headwind: a drone flying at 12 m/s into an 8 m/s headwind covers only 4 m/s over the ground. So fly into the wind first, so that the return, when the battery is lower, is downwind.</p>
<h2>Batteries</h2>
<ul>
<li><strong>Capacity</strong> (mAh) tells how much charge the battery holds. The <strong>C-rate</strong> is the charge or discharge current relative to capacity; 1C for a 5000 mAh battery is 5 A.</li>
<li>The memory effect mainly affects older nickel batteries (NiCd, NiMH). Lithium batteries should not be fully drained.</li>
<li>Land while a good reserve remains, for example 20–30%.</li>
<li>Store LiPo batteries at storage charge, about 3.8 V per cell, in a cool, dry place, ideally in a fire-resistant bag.</li>
</ul>
`,
  },
  {
    nameIcelandic: 'Mótvægisaðgerðir vegna áhættu á jörðu niðri',
    nameEnglish: 'Mitigating ground risk',
    contentIcelandic: `
<h2>Áhætta á jörðu niðri</h2>
<p>Helsta hættan í A2 er að dróninn lendi á fólki. Óviðkomandi er sá sem tekur ekki þátt í aðgerðinni eða þekkir ekki fyrirmæli og öryggisráðstafanir rekstraraðilans. Í A2 má aldrei fljúga yfir óviðkomandi fólk.</p>
<h3>Tæknilegar mótvægisaðgerðir</h3>
<ul>
<li><strong>Lághraðastilling</strong> takmarkar hraða C2-dróna við 3 m/s. Þá má fara allt að 5 m frá óviðkomandi fólki ef aðstæður, svo sem vindur og afköst drónans, leyfa það.</li>
<li><strong>Landfræðileg vitund</strong> og stillingar á hámarkshæð og hámarksfjarlægð hjálpa til við að halda drónanum innan fyrirhugaðs svæðis.</li>
<li><strong>Flugstöðvun</strong>, sé hún til staðar, bindur enda á flugið af ásetningi svo að stjórnlaus dróni fari ekki út fyrir flugsvæðið.</li>
</ul>
<h3>Verklegar mótvægisaðgerðir</h3>
<ul>
<li>Haltu að minnsta kosti <strong>30 m</strong> láréttri fjarlægð frá óviðkomandi fólki þegar lághraðastilling er ekki virk.</li>
<li><strong>1:1-reglan</strong>: lárétt fjarlægð frá fólki ætti að vera minnst jöfn flughæðinni, svo að dróni í 60 m hæð sé að minnsta kosti 60 m frá fólki.</li>
<li>Hafðu <strong>öryggisjaðar</strong> umhverfis flugsvæðið þar sem ekkert óviðkomandi fólk er, svo að bilaður dróni falli innan hans. Í vindi getur fallandi dróni borist langt undan vindi, svo að jaðarinn þarf að vera breiðari hlémegin.</li>
<li>Afmarkaðu svæðið, til dæmis með borðum eða gæslufólki, og upplýstu þá sem taka þátt.</li>
<li>Mældu eða skrefaðu fjarlægðir fyrir flug og notaðu kennileiti sem viðmið, því erfitt er að meta fjarlægð úr fjarska.</li>
<li>Veldu flugtaks- og lendingarstað fjarri fólki og skipuleggðu varalendingarstaði.</li>
</ul>
<p>Í A3 skal fljúga þar sem enginn óviðkomandi er í hættu og að minnsta kosti <strong>150 m</strong> frá íbúðar-, verslunar-, iðnaðar- og útivistarsvæðum.</p>
`,
    contentEnglish: `
<h2>Ground risk</h2>
<p>The main hazard in A2 is the drone hitting people. An uninvolved person is someone who is not taking part in the operation or is not aware of the operator's instructions and safety precautions. In A2, uninvolved people must never be overflown.</p>
<h3>Technical mitigations</h3>
<ul>
<li><strong>Low-speed mode</strong> limits a C2 drone's speed to 3 m/s. You may then come as close as 5 m to uninvolved people if the conditions, such as the wind and the drone's performance, allow it.</li>
<li><strong>Geo-awareness</strong> and settings for maximum height and maximum distance help keep the drone within the intended area.</li>
<li><strong>Flight termination</strong>, where fitted, deliberately ends the flight so that an uncontrollable drone does not leave the flight area.</li>
</ul>
<h3>Operational mitigations</h3>
<ul>
<li>Keep a horizontal distance of at least <strong>30 m</strong> from uninvolved people when low-speed mode is not active.</li>
<li><strong>The 1:1 rule</strong>: the horizontal distance from people should be at least equal to the height, so a drone at 60 m should be at least 60 m from people.</li>
<li>Keep a <strong>ground risk buffer</strong> free of uninvolved people around the flight area, so that a failed drone comes down inside it. In wind a falling drone can drift far downwind, so the buffer must be wider on the downwind side.</li>
<li>Mark out the area, for example with tape or marshals, and brief everyone taking part.</li>
<li>Measure or pace out distances before the flight and use landmarks as references, because distance is hard to judge from afar.</li>
<li>Choose a take-off and landing site away from people and plan alternative landing sites.</li>
</ul>
<p>In A3, fly where no uninvolved person is endangered and at least <strong>150 m</strong> from residential, commercial, industrial and recreational areas.</p>
`,
  },
];

export const demoCourses: DemoCourse[] = [
  {
    courseType: 1,
    name: 'Netnámskeið A1/A3',
    nameEnglish: 'Online course A1/A3',
    description: 'Námsefni fyrir bóklega netprófið í undirflokkum A1 og A3 í opna flokknum.',
    descriptionEnglish: 'Study material for the online theory exam of subcategories A1 and A3 of the open category.',
    pages: a1a3Pages,
  },
  {
    courseType: 2,
    name: 'Viðbótarnámsefni A2',
    nameEnglish: 'Additional study material A2',
    description: 'Viðbótarnámsefni fyrir hæfnisskírteini fjarflugmanns í undirflokki A2.',
    descriptionEnglish: 'Additional study material for the remote pilot certificate of competency in subcategory A2.',
    pages: a2Pages,
  },
];
