import type { DemoExamination } from './demo-types';

/**
 * Demo question bank for the A2 certificate of competency: one category per subject of
 * AMC1 UAS.OPEN.030(2)(c) to Regulation (EU) 2019/947, twelve questions each.
 */
export const demoA2: DemoExamination = {
  certificateType: 2,
  name: 'Bóklegt próf A2',
  description:
    'Viðbótarpróf fyrir hæfnisskírteini fjarflugmanns í undirflokki A2: veðurfræði, flugeiginleikar dróna og mótvægisaðgerðir vegna áhættu á jörðu niðri.',
  categories: [
    {
      title: 'Veðurfræði',
      titleEnglish: 'Meteorology',
      minimumRequiredQuestions: 9,
      questions: [
        {
          is: 'Hvernig breytist vindur venjulega með hæð fyrstu 120 metrana yfir jörðu?',
          en: 'How does the wind usually change with height in the first 120 metres above the ground?',
          options: [
            { is: 'Hann minnkar, því loftið er þynnra ofar', en: 'It decreases, because the air is thinner higher up' },
            { is: 'Hann eykst yfirleitt, því núningur við yfirborðið hægir á honum neðst', en: 'It usually increases, because friction with the surface slows it down near the ground', correct: true },
            { is: 'Hann er alltaf sá sami í allri hæð', en: 'It is always the same at every height' },
            { is: 'Hann snýst alltaf í öfuga átt', en: 'It always reverses direction' },
          ],
        },
        {
          is: 'Hvaða áhrif hafa byggingar á vind í þéttbýli?',
          en: 'How do buildings affect the wind in built-up areas?',
          options: [
            { is: 'Engin, því byggingar skýla drónanum alltaf', en: 'None, because buildings always shelter the drone' },
            { is: 'Þær eyða allri ókyrrð', en: 'They remove all turbulence' },
            { is: 'Þær valda aðeins uppstreymi, sem léttir flugið', en: 'They only cause updrafts, which make flying easier' },
            { is: 'Hlémegin við þær myndast ókyrrð og niðurstreymi, og vindur getur magnast í þröngum götum milli húsa', en: 'Turbulence and downdrafts form on their lee side, and the wind can strengthen in narrow streets between buildings', correct: true },
          ],
        },
        {
          is: 'Spáð er 8 m/s meðalvindi með hviðum upp í 16 m/s. Samkvæmt handbók þolir dróninn mest 12 m/s vind. Hvað gerir þú?',
          en: 'The forecast is a mean wind of 8 m/s with gusts up to 16 m/s. According to the manual the drone can handle at most 12 m/s. What do you do?',
          options: [
            { is: 'Flýgur ekki, því hviðurnar eru meiri en dróninn ræður við', en: 'Do not fly, because the gusts are stronger than the drone can handle', correct: true },
            { is: 'Flýgur, því meðalvindurinn er undir 12 m/s', en: 'Fly, because the mean wind is below 12 m/s' },
            { is: 'Flýgur hærra, þar sem vindurinn er jafnari', en: 'Fly higher, where the wind is steadier' },
            { is: 'Flýgur í lághraðastillingu til að spara rafhlöðuna', en: 'Fly in low-speed mode to save the battery' },
          ],
        },
        {
          is: 'Við hvaða aðstæður er hætta á ísingu á spöðum dróna?',
          en: "In which conditions is there a risk of icing on a drone's propellers?",
          options: [
            { is: 'Í þurru og hlýju veðri', en: 'In dry, warm weather' },
            { is: 'Aðeins í meira en 100 m hæð', en: 'Only above 100 m' },
            { is: 'Í raka, svo sem þoku, súld eða skýjum, þegar hiti er nálægt frostmarki eða undir því', en: 'In moisture such as fog, drizzle or cloud, when the temperature is near or below freezing', correct: true },
            { is: 'Aðeins þegar sól skín á snjó', en: 'Only when the sun shines on snow' },
          ],
        },
        {
          is: 'Hvaða áhrif hefur kuldi á liþíumrafhlöður dróna?',
          en: "How does cold affect a drone's lithium batteries?",
          options: [
            { is: 'Rafhlaðan endist lengur í kulda', en: 'The battery lasts longer in the cold' },
            { is: 'Nýtanleg rýmd minnkar og spennan fellur hraðar, svo flugtíminn styttist; því á að halda rafhlöðunum heitum fram að flugi', en: 'Usable capacity falls and the voltage drops faster, so flight time is shorter; batteries should therefore be kept warm until the flight', correct: true },
            { is: 'Kuldi hefur engin áhrif á rafhlöður', en: 'Cold has no effect on batteries' },
            { is: 'Rafhlaðan hleðst sjálfkrafa í kulda', en: 'The battery recharges itself in the cold' },
          ],
        },
        {
          is: 'Hvaða áhrif hefur lægri loftþéttleiki, til dæmis í miklum hita eða mikilli hæð yfir sjávarmáli?',
          en: 'What is the effect of lower air density, for example in high temperatures or at high elevation?',
          options: [
            { is: 'Spaðarnir mynda meiri knýkraft', en: 'The propellers produce more thrust' },
            { is: 'Hann hefur engin áhrif á dróna með rafmótorum', en: 'It has no effect on drones with electric motors' },
            { is: 'Dróninn verður léttari og flýgur lengur', en: 'The drone becomes lighter and flies longer' },
            { is: 'Spaðarnir mynda minni knýkraft, mótorarnir þurfa að vinna meira og flugtíminn styttist', en: 'The propellers produce less thrust, the motors must work harder and the flight time becomes shorter', correct: true },
          ],
        },
        {
          is: 'Hvað er TAF?',
          en: 'What is a TAF?',
          options: [
            { is: 'Veðurspá fyrir flugvöll', en: 'A weather forecast for an aerodrome', correct: true },
            { is: 'Veðurathugun sem lýsir veðrinu á flugvelli á tilteknum tíma', en: 'A weather observation describing the weather at an aerodrome at a given time' },
            { is: 'Tilkynning um tímabundnar takmarkanir á loftrými', en: 'A notice about temporary airspace restrictions' },
            { is: 'Skrá yfir landfræðileg svæði fyrir dróna', en: 'A list of drone geographical zones' },
          ],
        },
        {
          is: 'Í METAR stendur vindurinn 24015G25KT. Hvað þýðir það?',
          en: 'A METAR gives the wind as 24015G25KT. What does it mean?',
          options: [
            { is: 'Vindur í átt að 240°, 15 m/s, hviður 25 m/s', en: 'Wind blowing towards 240°, 15 m/s, gusts 25 m/s' },
            { is: 'Vindur úr 150°, 24 hnútar, hviður 25 hnútar', en: 'Wind from 150° at 24 knots, gusts 25 knots' },
            { is: 'Vindur úr 240°, 15 hnútar, hviður upp í 25 hnúta', en: 'Wind from 240° at 15 knots, gusting to 25 knots', correct: true },
            { is: 'Vindur úr 240°, 15 km/klst., hviður upp í 25 km/klst.', en: 'Wind from 240° at 15 km/h, gusting to 25 km/h' },
          ],
        },
        {
          is: 'Veðurathugun sýnir 20 hnúta vind. Um það bil hve mikið er það í metrum á sekúndu?',
          en: 'A weather report shows a wind of 20 knots. Roughly how much is that in metres per second?',
          options: [
            { is: 'Um 40 m/s', en: 'About 40 m/s' },
            { is: 'Um 10 m/s', en: 'About 10 m/s', correct: true },
            { is: 'Um 20 m/s', en: 'About 20 m/s' },
            { is: 'Um 5 m/s', en: 'About 5 m/s' },
          ],
        },
        {
          is: 'Hiti og daggarmark eru nánast þau sömu og vindur er hægur. Hvers má vænta?',
          en: 'The temperature and the dew point are almost the same and the wind is light. What can you expect?',
          options: [
            { is: 'Óvenju góðs skyggnis', en: 'Unusually good visibility' },
            { is: 'Þurrs lofts og lítillar hættu á ísingu', en: 'Dry air and little risk of icing' },
            { is: 'Að rafhlaðan endist lengur', en: 'That the battery will last longer' },
            { is: 'Þoku eða mistri sem getur skert skyggni svo mikið að ekki sé hægt að halda drónanum innan sjónlínu', en: 'Fog or mist, which can reduce visibility so much that the drone cannot be kept in visual line of sight', correct: true },
          ],
        },
        {
          is: 'Má fljúga dróna í rigningu?',
          en: 'May a drone be flown in rain?',
          options: [
            { is: 'Aðeins ef framleiðandi leyfir það og dróninn hefur viðeigandi vatnsvörn (IP-flokkun); flestir drónar þola ekki vatn', en: 'Only if the manufacturer allows it and the drone has suitable water protection (IP rating); most drones are not water-resistant', correct: true },
            { is: 'Já, rigning hefur engin áhrif á dróna', en: 'Yes, rain has no effect on drones' },
            { is: 'Já, ef flogið er hratt svo að vatnið nái ekki að setjast á hann', en: 'Yes, if flying fast so that the water cannot settle on it' },
            { is: 'Já, ef flogið er undir 30 m hæð', en: 'Yes, if flying below 30 m' },
          ],
        },
        {
          is: 'Hvers vegna á ekki að fljúga nálægt skúra- eða þrumuskýjum (cumulonimbus)?',
          en: 'Why should you not fly near shower or thunderstorm clouds (cumulonimbus)?',
          options: [
            { is: 'Vegna þess að þau trufla eingöngu GNSS-merki', en: 'Because they only interfere with GNSS signals' },
            { is: 'Vegna þess að þeim fylgir logn sem ruglar skynjara drónans', en: "Because they bring calm air that confuses the drone's sensors" },
            { is: 'Vegna þess að þeim fylgja snarpar vindhviður, niðurstreymi, úrkoma og eldingar', en: 'Because they bring sudden strong gusts, downdrafts, precipitation and lightning', correct: true },
            { is: 'Engin ástæða er til að forðast þau', en: 'There is no reason to avoid them' },
          ],
        },
      ],
    },
    {
      title: 'Flugeiginleikar dróna',
      titleEnglish: 'UAS flight performance',
      minimumRequiredQuestions: 9,
      questions: [
        {
          is: 'Hvaða áhrif hefur aukinn farmur á fjölþyrlu (multirotor)?',
          en: 'What effect does extra payload have on a multirotor?',
          options: [
            { is: 'Flugtíminn lengist, því dróninn verður stöðugri', en: 'Flight time increases, because the drone becomes more stable' },
            { is: 'Engin, ef farmurinn vegur minna en dróninn', en: 'None, if the payload weighs less than the drone' },
            { is: 'Flugtíminn styttist og geta til að klifra og bregðast við vindi minnkar; aldrei má fara yfir hámarksflugtaksmassa', en: 'Flight time falls and the ability to climb and cope with wind is reduced; the maximum take-off mass must never be exceeded', correct: true },
            { is: 'Dróninn flýgur hraðar', en: 'The drone flies faster' },
          ],
        },
        {
          is: 'Myndavél er fest utarlega á aðra hlið drónans. Hvað getur gerst?',
          en: 'A camera is mounted far out on one side of the drone. What can happen?',
          options: [
            { is: 'Þyngdarpunkturinn færist, mótorarnir þeim megin þurfa að vinna meira, minna svigrúm er til stjórnunar og flugtíminn styttist', en: 'The centre of gravity shifts, the motors on that side must work harder, there is less control margin and flight time is shorter', correct: true },
            { is: 'Ekkert, því flugstýringin bætir það alltaf upp án afleiðinga', en: 'Nothing, because the flight controller always compensates without any consequences' },
            { is: 'Dróninn verður stöðugri í vindi', en: 'The drone becomes more stable in wind' },
            { is: 'Dróninn getur aðeins flogið í eina átt', en: 'The drone can only fly in one direction' },
          ],
        },
        {
          is: 'Hvers vegna þarf að festa farm og aukabúnað vel fyrir flug?',
          en: 'Why must payload and accessories be firmly secured before flight?',
          options: [
            { is: 'Til að hann sjáist betur frá jörðu', en: 'So that it is more visible from the ground' },
            { is: 'Þess þarf aðeins ef flogið er hærra en 100 m', en: 'It is only needed when flying higher than 100 m' },
            { is: 'Til að hægt sé að sleppa honum hraðar', en: 'So that it can be released faster' },
            { is: 'Laus farmur getur færst til og breytt þyngdarpunktinum eða dottið og skaðað fólk; í opna flokknum má ekki sleppa hlutum úr dróna', en: 'Loose payload can shift and move the centre of gravity, or fall and injure people; objects must not be dropped from a drone in the open category', correct: true },
          ],
        },
        {
          is: 'Það er talsverður vindur. Hvernig er skynsamlegt að skipuleggja flugleiðina?',
          en: 'There is a fair amount of wind. How is it sensible to plan the flight path?',
          options: [
            { is: 'Fljúga fyrst undan vindi, því það sparar rafhlöðuna í byrjun', en: 'Fly downwind first, because that saves battery at the start' },
            { is: 'Fljúga fyrst upp í vindinn svo að heimferðin, þegar rafhlaðan er orðin lægri, sé undan vindi', en: 'Fly into the wind first so that the return, when the battery is lower, is downwind', correct: true },
            { is: 'Vindáttin skiptir engu máli fyrir flugtímann', en: 'The wind direction makes no difference to the flight time' },
            { is: 'Fljúga alltaf þvert á vindinn', en: 'Always fly across the wind' },
          ],
        },
        {
          is: 'Dróni flýgur á 12 m/s miðað við loftið beint upp í 8 m/s mótvind. Hver er hraði hans miðað við jörðu?',
          en: 'A drone flies at 12 m/s through the air directly into an 8 m/s headwind. What is its speed over the ground?',
          options: [
            { is: '20 m/s', en: '20 m/s' },
            { is: '12 m/s', en: '12 m/s' },
            { is: '8 m/s', en: '8 m/s' },
            { is: '4 m/s', en: '4 m/s', correct: true },
          ],
        },
        {
          is: 'Hvenær er skynsamlegt að ljúka flugi?',
          en: 'When is it sensible to end a flight?',
          options: [
            { is: 'Meðan enn er nægur varaforði á rafhlöðunni, til dæmis 20–30%, til að bregðast við vindi og óvæntum aðstæðum', en: 'While there is still a good reserve in the battery, for example 20–30%, to cope with wind and the unexpected', correct: true },
            { is: 'Þegar rafhlaðan er alveg tóm', en: 'When the battery is completely empty' },
            { is: 'Þegar dróninn byrjar að lækka sig sjálfur', en: 'When the drone starts to descend by itself' },
            { is: 'Það skiptir ekki máli, því heimflugsaðgerðin sér um það', en: 'It does not matter, because return-to-home takes care of it' },
          ],
        },
        {
          is: 'Hvað merkir C-gildi (C-rate) rafhlöðu?',
          en: "What does a battery's C-rate mean?",
          options: [
            { is: 'Hámarkshita rafhlöðunnar í gráðum á Celsíus', en: "The battery's maximum temperature in degrees Celsius" },
            { is: 'Fjölda sella í rafhlöðunni', en: 'The number of cells in the battery' },
            { is: 'Hleðslu- eða afhleðslustraum miðað við rýmd; 1C fyrir 5000 mAh rafhlöðu er 5 A', en: 'The charge or discharge current relative to capacity; 1C for a 5000 mAh battery is 5 A', correct: true },
            { is: 'Hversu oft má hlaða rafhlöðuna', en: 'How many times the battery may be charged' },
          ],
        },
        {
          is: 'Hvað er rétt um minnisáhrif (memory effect) rafhlaðna?',
          en: 'What is true about the memory effect of batteries?',
          options: [
            { is: 'Þau eru helsti vandi liþíum-fjölliðurafhlaðna (LiPo), svo að alltaf á að tæma þær alveg', en: 'It is the main problem of lithium polymer (LiPo) batteries, so they should always be fully drained' },
            { is: 'Þau eiga einkum við um eldri nikkelrafhlöður (NiCd, NiMH); liþíumrafhlöður á ekki að tæma alveg', en: 'It mainly affects older nickel batteries (NiCd, NiMH); lithium batteries should not be fully drained', correct: true },
            { is: 'Þau auka rýmd rafhlöðunnar með tímanum', en: "It increases the battery's capacity over time" },
            { is: 'Þau valda því að rafhlaðan man síðustu flugleið', en: 'It makes the battery remember the last flight path' },
          ],
        },
        {
          is: 'Hvernig á að geyma LiPo-rafhlöður sem ekki verða notaðar í nokkrar vikur?',
          en: 'How should LiPo batteries be stored if they will not be used for several weeks?',
          options: [
            { is: 'Fullhlaðnar, svo að þær séu tilbúnar', en: 'Fully charged, so that they are ready' },
            { is: 'Alveg tómar, til að koma í veg fyrir eldhættu', en: 'Completely empty, to avoid the risk of fire' },
            { is: 'Í hleðslutækinu, tengdar allan tímann', en: 'In the charger, connected the whole time' },
            { is: 'Með geymsluhleðslu, um 3,8 V á sellu, á svölum og þurrum stað, helst í eldtraustri tösku', en: 'At storage charge, about 3.8 V per cell, in a cool, dry place, ideally in a fire-resistant bag', correct: true },
          ],
        },
        {
          is: 'Hvað greinir flugsvið vængjadróna (fixed-wing) frá flugsviði fjölþyrlu?',
          en: 'What distinguishes the flight envelope of a fixed-wing drone from that of a multirotor?',
          options: [
            { is: 'Vængjadróni þarf að halda lágmarkshraða miðað við loftið til að ofrísa ekki og þarf meira rými til flugtaks og lendingar, en fjölþyrla getur sveimað kyrr', en: 'A fixed-wing drone must keep a minimum airspeed to avoid stalling and needs more room to take off and land, while a multirotor can hover', correct: true },
            { is: 'Vængjadróni getur sveimað kyrr en fjölþyrla ekki', en: 'A fixed-wing drone can hover, but a multirotor cannot' },
            { is: 'Enginn munur er á flugsviði þeirra', en: 'There is no difference between their flight envelopes' },
            { is: 'Fjölþyrla þarf flugbraut til að taka á loft', en: 'A multirotor needs a runway to take off' },
          ],
        },
        {
          is: 'Hvað getur gerst ef fjölþyrla lækkar sig hratt beint niður?',
          en: 'What can happen if a multirotor descends quickly straight down?',
          options: [
            { is: 'Ekkert, hröð lóðrétt lækkun er alltaf örugg', en: 'Nothing; a fast vertical descent is always safe' },
            { is: 'Rafhlaðan hleðst á leiðinni niður', en: 'The battery recharges on the way down' },
            { is: 'Hún getur lent í eigin niðurstreymi (hvirfilhringsástandi, vortex ring state), misst lyftikraft og orðið óstöðug; betra er að lækka hægar eða á ská', en: 'It can sink into its own downwash (vortex ring state), lose lift and become unstable; it is better to descend more slowly or at an angle', correct: true },
            { is: 'Mótorarnir stöðvast sjálfkrafa til að spara orku', en: 'The motors stop automatically to save energy' },
          ],
        },
        {
          is: 'Hvað einkennir blendingsdróna (hybrid VTOL)?',
          en: 'What characterises a hybrid (VTOL) drone?',
          options: [
            { is: 'Hann getur hvorki sveimað né flogið hratt', en: 'It can neither hover nor fly fast' },
            { is: 'Hann tekur á loft og lendir lóðrétt eins og fjölþyrla en flýgur eins og vængjadróni, og skiptingin milli flugmáta er viðkvæmur hluti flugsins', en: 'It takes off and lands vertically like a multirotor but cruises like a fixed-wing aircraft, and the transition between the two modes is a critical part of the flight', correct: true },
            { is: 'Hann er knúinn bæði bensínvél og sólarsellum', en: 'It is powered by both a petrol engine and solar cells' },
            { is: 'Hann má aðeins nota í vottaða flokknum', en: 'It may only be used in the certified category' },
          ],
        },
      ],
    },
    {
      title: 'Mótvægisaðgerðir vegna áhættu á jörðu niðri',
      titleEnglish: 'Technical and operational mitigations for ground risk',
      minimumRequiredQuestions: 9,
      questions: [
        {
          is: 'Hve mikla lárétta fjarlægð þarf að lágmarki að halda frá óviðkomandi fólki þegar dróna í flokki C2 er flogið í undirflokki A2 án lághraðastillingar?',
          en: 'What minimum horizontal distance from uninvolved people must be kept when a class C2 drone is flown in subcategory A2 without low-speed mode?',
          options: [
            { is: '5 m', en: '5 m' },
            { is: '150 m', en: '150 m' },
            { is: '50 m', en: '50 m' },
            { is: '30 m', en: '30 m', correct: true },
          ],
        },
        {
          is: 'Hve nálægt óviðkomandi fólki má dróni í flokki C2 fara þegar lághraðastilling er virk?',
          en: 'How close to uninvolved people may a class C2 drone come when low-speed mode is active?',
          options: [
            { is: 'Ekki nær en 5 m lárétt', en: 'No closer than 5 m horizontally', correct: true },
            { is: 'Ekki nær en 1 m', en: 'No closer than 1 m' },
            { is: 'Beint yfir fólkið, ef hraðinn er lítill', en: 'Directly over the people, if the speed is low' },
            { is: 'Ekki nær en 30 m, því lághraðastilling breytir engu', en: 'No closer than 30 m, because low-speed mode changes nothing' },
          ],
        },
        {
          is: 'Hver er hámarkshraði dróna í flokki C2 þegar lághraðastilling er virk?',
          en: 'What is the maximum speed of a class C2 drone when low-speed mode is active?',
          options: [
            { is: '19 m/s', en: '19 m/s' },
            { is: '10 m/s', en: '10 m/s' },
            { is: '3 m/s', en: '3 m/s', correct: true },
            { is: '0,5 m/s', en: '0.5 m/s' },
          ],
        },
        {
          is: 'Þú flýgur dróna í flokki C2 í 60 m hæð án lághraðastillingar. Hve langt frá óviðkomandi fólki ættir þú að vera samkvæmt 1:1-reglunni?',
          en: 'You are flying a class C2 drone at a height of 60 m without low-speed mode. How far from uninvolved people should you be under the 1:1 rule?',
          options: [
            { is: '30 m, óháð hæð', en: '30 m, whatever the height' },
            { is: 'Að minnsta kosti 60 m lárétt', en: 'At least 60 m horizontally', correct: true },
            { is: 'Að minnsta kosti 120 m lárétt', en: 'At least 120 m horizontally' },
            { is: '5 m, ef dróninn sveimar kyrr', en: '5 m, if the drone is hovering' },
          ],
        },
        {
          is: 'Má fljúga dróna í flokki C2 beint yfir óviðkomandi fólk í undirflokki A2?',
          en: 'May a class C2 drone be flown directly over uninvolved people in subcategory A2?',
          options: [
            { is: 'Já, ef lághraðastilling er virk', en: 'Yes, if low-speed mode is active' },
            { is: 'Já, ef flogið er hærra en 30 m', en: 'Yes, if flying higher than 30 m' },
            { is: 'Já, í stutta stund', en: 'Yes, briefly' },
            { is: 'Nei, í A2 má ekki fljúga yfir óviðkomandi fólk', en: 'No, uninvolved people must not be overflown in A2', correct: true },
          ],
        },
        {
          is: 'Hvaða fjarlægð þarf að halda frá íbúðar-, verslunar-, iðnaðar- og útivistarsvæðum þegar flogið er í undirflokki A3?',
          en: 'What distance must be kept from residential, commercial, industrial and recreational areas when flying in subcategory A3?',
          options: [
            { is: 'Að minnsta kosti 150 m lárétt', en: 'At least 150 m horizontally', correct: true },
            { is: 'Að minnsta kosti 30 m lárétt', en: 'At least 30 m horizontally' },
            { is: 'Að minnsta kosti 50 m lárétt', en: 'At least 50 m horizontally' },
            { is: 'Engin sérstök fjarlægð er tilgreind', en: 'No particular distance is specified' },
          ],
        },
        {
          is: 'Hver telst vera óviðkomandi einstaklingur (uninvolved person)?',
          en: 'Who counts as an uninvolved person?',
          options: [
            { is: 'Aðeins börn og eldra fólk', en: 'Only children and elderly people' },
            { is: 'Allir sem eru í meira en 30 m fjarlægð frá fjarflugmanninum', en: 'Anyone more than 30 m from the remote pilot' },
            { is: 'Sá sem tekur ekki þátt í aðgerðinni eða þekkir ekki fyrirmæli og öryggisráðstafanir rekstraraðilans', en: "Someone who is not taking part in the operation or is not aware of the operator's instructions and safety precautions", correct: true },
            { is: 'Aðeins fólk sem er inni í byggingum', en: 'Only people inside buildings' },
          ],
        },
        {
          is: 'Hvert er hlutverk öryggisjaðars (ground risk buffer) umhverfis flugsvæðið?',
          en: 'What is the purpose of a ground risk buffer around the flight area?',
          options: [
            { is: 'Að merkja hvar áhorfendur eiga að standa til að sjá drónann sem best', en: 'To mark where spectators should stand to see the drone best' },
            { is: 'Að tryggja að ef dróninn bilar eða fer út af flugsvæðinu lendi hann innan svæðis þar sem ekkert óviðkomandi fólk er', en: 'To make sure that if the drone fails or leaves the flight area, it comes down within an area free of uninvolved people', correct: true },
            { is: 'Að auka drægni fjarskiptasambandsins', en: 'To increase the range of the radio link' },
            { is: 'Að leyfa flug yfir mannsöfnuð', en: 'To allow flight over assemblies of people' },
          ],
        },
        {
          is: 'Til hvers er flugstöðvunaraðgerð (flight termination) notuð?',
          en: 'What is a flight termination function used for?',
          options: [
            { is: 'Til að lengja flugið þegar rafhlaðan er að tæmast', en: 'To extend the flight when the battery runs low' },
            { is: 'Til að lenda mjúklega á heimapunkti', en: 'To land gently at the home point' },
            { is: 'Til að slökkva á fjarauðkenningu', en: 'To switch off remote identification' },
            { is: 'Til að binda enda á flugið af ásetningi, svo að stjórnlaus dróni fari ekki út fyrir flugsvæðið og stofni fólki í hættu', en: 'To end the flight deliberately, so that an uncontrollable drone does not leave the flight area and endanger people', correct: true },
          ],
        },
        {
          is: 'Hvernig getur fjarflugmaður best metið 30 m fjarlægð frá fólki á flugstað?',
          en: 'How can a remote pilot best judge a distance of 30 m from people at the flight site?',
          options: [
            { is: 'Mæla eða skrefa fjarlægðir fyrir flug og nota kennileiti, svo sem ljósastaura eða girðingar, sem viðmið', en: 'Measure or pace out distances before the flight and use landmarks such as lamp posts or fences as references', correct: true },
            { is: 'Treysta á tilfinninguna, því auðvelt er að meta fjarlægð úr fjarska', en: 'Trust your instinct, because distance is easy to judge from afar' },
            { is: 'Nota aðeins hæðarmælinn í appinu', en: 'Use only the height readout in the app' },
            { is: 'Fljúga þar til fólk kvartar', en: 'Fly until people complain' },
          ],
        },
        {
          is: 'Hvernig geta stillingar drónans hjálpað til við að halda honum innan fyrirhugaðs flugsvæðis?',
          en: "How can the drone's settings help keep it within the intended flight area?",
          options: [
            { is: 'Með því að slökkva á öllum viðvörunum', en: 'By switching off all warnings' },
            { is: 'Með því að stilla heimflugshæðina á 0 m', en: 'By setting the return-to-home height to 0 m' },
            { is: 'Með því að stilla hámarkshæð og hámarksfjarlægð og nýta landfræðilega vitund til að fá viðvaranir við mörk svæða', en: 'By setting a maximum height and maximum distance, and using geo-awareness to get warnings at zone limits', correct: true },
            { is: 'Með því að auka hámarkshraðann', en: 'By raising the maximum speed' },
          ],
        },
        {
          is: 'Dróni missir afl í 50 m hæð í sterkum vindi. Hvað þarf að hafa í huga við mat á áhættu á jörðu niðri?',
          en: 'A drone loses power at 50 m in a strong wind. What must be considered when assessing the ground risk?',
          options: [
            { is: 'Hann fellur alltaf beint niður, svo að vindur skiptir ekki máli', en: 'It always falls straight down, so the wind does not matter' },
            { is: 'Hann getur borist töluvert undan vindi á leiðinni niður, svo að auka þarf fjarlægð frá fólki hlémegin', en: 'It can drift a considerable distance downwind on the way down, so the distance from people on the downwind side must be increased', correct: true },
            { is: 'Hann svífur alltaf mjúklega til jarðar', en: 'It always glides gently to the ground' },
            { is: 'Hann berst alltaf upp í vindinn', en: 'It always drifts into the wind' },
          ],
        },
      ],
    },
  ],
};
